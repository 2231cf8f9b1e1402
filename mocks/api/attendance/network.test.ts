// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inAnyCidr, inCidr } from './network.ts';

describe('inCidr', () => {
  it('matches the addresses of a range, up to both of its ends', () => {
    expect(inCidr('10.20.0.0', '10.20.0.0/16')).toBe(true);
    expect(inCidr('10.20.255.255', '10.20.0.0/16')).toBe(true);
    expect(inCidr('10.21.0.0', '10.20.0.0/16')).toBe(false);
    expect(inCidr('10.19.255.255', '10.20.0.0/16')).toBe(false);
    expect(inCidr('172.16.43.255', '172.16.40.0/22')).toBe(true);
    expect(inCidr('172.16.44.0', '172.16.40.0/22')).toBe(false);
    expect(inCidr('::ffff:10.20.1.1', '10.20.0.0/16')).toBe(true);
  });

  it('refuses anything that is not an IPv4 address', () => {
    for (const address of ['', '10.20.1', '10.20.1.256', '10.20.1.1.1', 'fe80::1', '10.20.1.x']) {
      expect(inCidr(address, '10.20.0.0/16')).toBe(false);
    }
  });
});

describe('inAnyCidr', () => {
  it('reads the IPv6 loopback as the local demo machine', () => {
    expect(inAnyCidr('::1', ['127.0.0.0/8'])).toBe(true);
    expect(inAnyCidr('0.0.0.0', ['127.0.0.0/8', '10.20.0.0/16'])).toBe(false);
  });
});
