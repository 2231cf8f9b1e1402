import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mayPrefetch,
  resetIdlePrefetch,
  scheduleIdlePrefetch,
  type PrefetchEnvironment,
} from './idlePrefetch';

/** A browser whose first screen and idle moments come when the test says so. */
function fakeBrowser(connection?: PrefetchEnvironment['connection'], onLine = true) {
  const idle: (() => void)[] = [];
  let firstScreen: (() => void) | null = null;
  const environment: PrefetchEnvironment = {
    connection,
    onLine,
    requestIdle: (work) => void idle.push(work),
    whenFirstScreen: (work) => void (firstScreen = work),
  };
  return {
    environment,
    /** The first screen shows once: its listeners are called once. */
    showFirstScreen: () => {
      const listener = firstScreen;
      firstScreen = null;
      listener?.();
    },
    /** Runs the idle callbacks waiting now, then lets their promises settle. */
    async idleOnce() {
      const waiting = idle.splice(0);
      for (const work of waiting) work();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    pendingIdle: () => idle.length,
  };
}

const loader = () => vi.fn(() => Promise.resolve({}));

describe('scheduleIdlePrefetch', () => {
  beforeEach(() => resetIdlePrefetch());
  afterEach(() => resetIdlePrefetch());

  it('fetches nothing before the first screen has shown and the page is idle', async () => {
    const browser = fakeBrowser();
    const page = loader();
    const destinations = vi.fn(() => Promise.resolve([page]));
    scheduleIdlePrefetch(destinations, browser.environment);
    expect(browser.pendingIdle()).toBe(0); // not even an idle callback before the first screen
    expect(destinations).not.toHaveBeenCalled();

    browser.showFirstScreen();
    expect(destinations).not.toHaveBeenCalled(); // waits for the page to be idle
    await browser.idleOnce();
    expect(destinations).toHaveBeenCalledOnce();
    expect(page).not.toHaveBeenCalled(); // each page in an idle moment of its own
    await browser.idleOnce();
    expect(page).toHaveBeenCalledOnce();
  });

  it('loads the destinations one after another, each in its own idle moment', async () => {
    const browser = fakeBrowser();
    const [first, second] = [loader(), loader()];
    scheduleIdlePrefetch(() => Promise.resolve([first, second]), browser.environment);
    browser.showFirstScreen();
    await browser.idleOnce();
    await browser.idleOnce();
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    await browser.idleOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('goes on past a page whose code fails to load', async () => {
    const browser = fakeBrowser();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const next = loader();
    scheduleIdlePrefetch(() => Promise.resolve([failing, next]), browser.environment);
    browser.showFirstScreen();
    for (let moment = 0; moment < 3; moment += 1) await browser.idleOnce();
    expect(failing).toHaveBeenCalledOnce();
    expect(next).toHaveBeenCalledOnce();
  });

  it('runs once per page, however often the shell asks', async () => {
    const browser = fakeBrowser();
    const page = loader();
    const destinations = vi.fn(() => Promise.resolve([page]));
    scheduleIdlePrefetch(destinations, browser.environment);
    scheduleIdlePrefetch(destinations, browser.environment);
    browser.showFirstScreen();
    for (let moment = 0; moment < 4; moment += 1) await browser.idleOnce();
    scheduleIdlePrefetch(destinations, browser.environment);
    browser.showFirstScreen();
    for (let moment = 0; moment < 4; moment += 1) await browser.idleOnce();
    expect(destinations).toHaveBeenCalledOnce();
    expect(page).toHaveBeenCalledOnce();
  });

  it.each([
    ['data saver on', { saveData: true, effectiveType: '4g' }, true],
    ['a 2g line', { saveData: false, effectiveType: '2g' }, true],
    ['a slow 2g line', { effectiveType: 'slow-2g' }, true],
    ['no network', { effectiveType: '4g' }, false],
  ])('fetches nothing with %s', async (_, connection, onLine) => {
    const browser = fakeBrowser(connection, onLine);
    const destinations = vi.fn(() => Promise.resolve([loader()]));
    scheduleIdlePrefetch(destinations, browser.environment);
    browser.showFirstScreen();
    await browser.idleOnce();
    expect(destinations).not.toHaveBeenCalled();
    expect(browser.pendingIdle()).toBe(0);
  });

  it.each([
    ['data saver off on a 4g line', { saveData: false, effectiveType: '4g' }],
    ['a 3g line', { effectiveType: '3g' }],
    ['a browser that does not say (Safari, Firefox)', undefined],
  ])('fetches with %s', async (_, connection) => {
    const browser = fakeBrowser(connection);
    const page = loader();
    scheduleIdlePrefetch(() => Promise.resolve([page]), browser.environment);
    browser.showFirstScreen();
    await browser.idleOnce();
    await browser.idleOnce();
    expect(page).toHaveBeenCalledOnce();
  });

  it('stops when data saver is switched on before the next page', async () => {
    const connection = { saveData: false, effectiveType: '4g' };
    const browser = fakeBrowser(connection);
    const [first, second] = [loader(), loader()];
    scheduleIdlePrefetch(() => Promise.resolve([first, second]), browser.environment);
    browser.showFirstScreen();
    await browser.idleOnce();
    await browser.idleOnce();
    connection.saveData = true;
    await browser.idleOnce();
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
  });
});

describe('mayPrefetch', () => {
  it.each([
    [{}, true],
    [{ connection: undefined }, true], // browsers without the Network Information API
    [{ connection: { effectiveType: '3g' } }, true],
    [{ connection: { effectiveType: '4g', saveData: true } }, false],
    [{ connection: { effectiveType: '2g' } }, false],
    [{ onLine: false }, false],
  ])('%j -> %s', (environment, expected) => {
    expect(mayPrefetch(environment)).toBe(expected);
  });
});
