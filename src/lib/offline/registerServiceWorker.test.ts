import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from './protocol';
import { registerServiceWorker } from './registerServiceWorker';

let container: EventTarget & { controller: object | null; register: ReturnType<typeof vi.fn> };
let registration: {
  waiting: { postMessage: ReturnType<typeof vi.fn> } | null;
  update: () => Promise<void>;
};
const reload = vi.fn();

beforeEach(() => {
  registration = { waiting: null, update: vi.fn(() => Promise.resolve()) };
  container = Object.assign(new EventTarget(), {
    controller: {},
    register: vi.fn(() => Promise.resolve(registration)),
  });
  vi.stubGlobal('navigator', { serviceWorker: container, onLine: true });
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reload.mockReset();
});

describe('the service worker registration', () => {
  it('registers /sw.js for the whole campus', async () => {
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing more where the browser blocks workers and answers with no registration', async () => {
    container.register.mockResolvedValue(undefined);
    const navigated = await registerServiceWorker();
    expect(() => navigated()).not.toThrow();
  });

  it('never reloads when the first install takes the page', async () => {
    const navigated = await registerServiceWorker();
    container.dispatchEvent(new Event('controllerchange'));
    navigated();
    expect(reload).not.toHaveBeenCalled();
  });

  it('lets a waiting version take over at the next navigation, then reloads there', async () => {
    const navigated = await registerServiceWorker();
    registration.waiting = { postMessage: vi.fn() };
    navigated();
    expect(registration.waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    navigated();
    expect(registration.waiting.postMessage).toHaveBeenCalledTimes(1);
  });
});
