import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '@/test/live/fakeBrowser';
import { openLiveChannel, type LiveSignal } from './liveChannel';

describe('openLiveChannel', () => {
  it('passes signals to the other tabs only, and ignores anything else on the channel', async () => {
    const browser = fakeBrowser();
    const [a, b] = [browser.openTab(), browser.openTab()];
    const inA: LiveSignal[] = [];
    const inB: LiveSignal[] = [];
    const channelA = openLiveChannel(a.openChannel('campus-live.7'), (signal) => inA.push(signal));
    openLiveChannel(b.openChannel('campus-live.7'), (signal) => inB.push(signal));
    const stranger = browser.openTab().openChannel('campus-live.7');

    stranger.postMessage({ kind: 'otra-cosa' });
    stranger.postMessage('texto');
    channelA.post({ kind: 'notification', body: { id: 1 } });
    await vi.waitFor(() => expect(inB).toEqual([{ kind: 'notification', body: { id: 1 } }]));
    expect(inA).toEqual([]);

    channelA.close();
    stranger.postMessage({ kind: 'resync' });
    await vi.waitFor(() => expect(inB).toHaveLength(2));
    expect(inA).toEqual([]);
  });
});
