import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from './runtimeConfig';
import { testRuntimeConfig } from '@/test/runtimeConfig';

const served: RuntimeConfig = testRuntimeConfig;

describe('runtime config', () => {
  let saved: RuntimeConfig;
  beforeEach(() => {
    saved = getRuntimeConfig();
    setRuntimeConfig(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setRuntimeConfig(saved);
  });

  it('fetches /config.json once and serves it afterwards', async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json(served));
    vi.stubGlobal('fetch', fetchMock);

    await expect(loadRuntimeConfig()).resolves.toEqual(served);
    await loadRuntimeConfig();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/config.json');
    expect(getRuntimeConfig().api.main).toBe('/api/main');
  });

  it('rejects a config without every service URL', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ ...served, api: { main: '/api/main' } }));
    await expect(loadRuntimeConfig()).rejects.toThrow('no tiene el formato esperado');
  });

  it('rejects when the file cannot be served', async () => {
    vi.stubGlobal('fetch', async () => new Response('no', { status: 404 }));
    await expect(loadRuntimeConfig()).rejects.toThrow('HTTP 404');
  });

  it('reads the copy the server put in index.html, without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'campus-config';
    block.textContent = JSON.stringify({ ...served, brand: 'CMB' });
    document.head.append(block);
    try {
      await expect(loadRuntimeConfig()).resolves.toMatchObject({ brand: 'CMB' });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      block.remove();
    }
  });

  it('refuses to be read before it is loaded', () => {
    expect(() => getRuntimeConfig()).toThrow(/not loaded/);
  });
});
