// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { negotiateHeartBeats, parseHeartBeat } from './heartBeat.ts';

describe('heart-beat negotiation', () => {
  it('reads cx,cy; an absent header means none either way', () => {
    expect(parseHeartBeat('10000, 20000')).toEqual({ cx: 10_000, cy: 20_000 });
    expect(parseHeartBeat(undefined)).toEqual({ cx: 0, cy: 0 });
    for (const bad of ['', '10000', '1,2,3', 'a,b', '-1,0', '1.5,2'])
      expect(parseHeartBeat(bad)).toBeNull();
  });

  it('runs each direction at the slower side, or not at all when either side says 0', () => {
    expect(negotiateHeartBeats({ cx: 4_000, cy: 20_000 }, 10_000)).toEqual({
      outgoingMs: 20_000,
      incomingMs: 10_000,
    });
    expect(negotiateHeartBeats({ cx: 0, cy: 5_000 }, 10_000)).toEqual({
      outgoingMs: 10_000,
      incomingMs: 0,
    });
    expect(negotiateHeartBeats({ cx: 5_000, cy: 5_000 }, 0)).toEqual({
      outgoingMs: 0,
      incomingMs: 0,
    });
  });
});
