import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '@/test/live/fakeBrowser';
import { leadWhenFree } from './tabLeader';

const LOCK = 'campus-live.7';

function leader(log: string[], tab: string) {
  return () => {
    log.push(`${tab} leads`);
    return () => void log.push(`${tab} resigns`);
  };
}

describe('leadWhenFree', () => {
  it('lets one tab lead while the next waits, and hands over when the leader resigns', async () => {
    const browser = fakeBrowser();
    const log: string[] = [];
    const resignA = leadWhenFree(LOCK, leader(log, 'A'), browser.openTab().locks);
    leadWhenFree(LOCK, leader(log, 'B'), browser.openTab().locks);
    await vi.waitFor(() => expect(log).toEqual(['A leads']));
    expect(browser.lockQueue(LOCK)).toBe(2);

    resignA();
    await vi.waitFor(() => expect(log).toEqual(['A leads', 'A resigns', 'B leads']));
    resignA(); // a second call changes nothing
    expect(log).toHaveLength(3);
  });

  it('hands over when the leading tab closes, with no code of it running', async () => {
    const browser = fakeBrowser();
    const log: string[] = [];
    const tabA = browser.openTab();
    leadWhenFree(LOCK, leader(log, 'A'), tabA.locks);
    leadWhenFree(LOCK, leader(log, 'B'), browser.openTab().locks);
    await vi.waitFor(() => expect(log).toEqual(['A leads']));
    tabA.close();
    await vi.waitFor(() => expect(log).toEqual(['A leads', 'B leads']));
  });

  it('drops a waiting tab that resigns: it never leads', async () => {
    const browser = fakeBrowser();
    const log: string[] = [];
    const resignA = leadWhenFree(LOCK, leader(log, 'A'), browser.openTab().locks);
    const resignB = leadWhenFree(LOCK, leader(log, 'B'), browser.openTab().locks);
    leadWhenFree(LOCK, leader(log, 'C'), browser.openTab().locks);
    await vi.waitFor(() => expect(log).toEqual(['A leads']));
    resignB();
    expect(browser.lockQueue(LOCK)).toBe(2);
    resignA();
    await vi.waitFor(() => expect(log).toEqual(['A leads', 'A resigns', 'C leads']));
  });

  it('leads each user on its own lock', async () => {
    const browser = fakeBrowser();
    const log: string[] = [];
    leadWhenFree(LOCK, leader(log, 'A'), browser.openTab().locks);
    leadWhenFree('campus-live.8', leader(log, 'B'), browser.openTab().locks);
    await vi.waitFor(() => expect(log.sort()).toEqual(['A leads', 'B leads']));
  });
});
