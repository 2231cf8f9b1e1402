import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_IP, lookupIp } from './ipAddress';

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('lookupIp', () => {
  it('answers the address the lookup gives, v4 or v6, asking the configured URL', async () => {
    const fetcher = answering({ ip: '190.12.4.8' });
    expect(await lookupIp(fetcher)).toBe('190.12.4.8');
    expect(fetcher).toHaveBeenCalledWith('/api/ip', expect.objectContaining({ cache: 'no-store' }));
    expect(await lookupIp(answering({ ip: '2800:200:e840::1' }))).toBe('2800:200:e840::1');
  });

  it('falls back silently to the fixed address when the lookup fails or answers nonsense', async () => {
    expect(await lookupIp(answering({ ip: '190.12.4.8' }, 503))).toBe(FALLBACK_IP);
    expect(await lookupIp(answering({ ip: '<script>' }))).toBe(FALLBACK_IP);
    expect(await lookupIp(answering({ direccion: '1.2.3.4' }))).toBe(FALLBACK_IP);
    expect(await lookupIp(answering('300.1.1.1'))).toBe(FALLBACK_IP);
    expect(await lookupIp(vi.fn(async () => Promise.reject(new TypeError('offline'))))).toBe(
      FALLBACK_IP,
    );
  });
});
