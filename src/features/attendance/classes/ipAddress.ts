import { getRuntimeConfig } from '@/lib/config';

/** spec §7: the address sent when the lookup fails (silently, spec §8). */
export const FALLBACK_IP = '0.0.0.0';
const DEFAULT_LOOKUP = '/api/ip';
const LOOKUP_TIMEOUT_MS = 3_000;

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+(%\w+)?$/i;

const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && (IPV4.test(value) || (value.includes(':') && IPV6.test(value)));

/**
 * The teacher's public address from the configured lookup (`{ "ip": "..." }`), or the fixed
 * fallback when it fails, is slow or answers something else.
 */
export async function lookupIp(fetcher: typeof fetch = fetch): Promise<string> {
  try {
    const response = await fetcher(getRuntimeConfig().ipLookup ?? DEFAULT_LOOKUP, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return FALLBACK_IP;
    const body: unknown = await response.json();
    const ip = typeof body === 'object' && body !== null ? (body as { ip?: unknown }).ip : null;
    return isAddress(ip) ? ip : FALLBACK_IP;
  } catch {
    return FALLBACK_IP;
  }
}
