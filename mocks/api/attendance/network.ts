// Whether an address belongs to one of the institute's networks (campus_networks), where a
// teacher marks an in-person class from. IPv4 ranges only; IPv6 counts as outside except the
// loopback, which the local demo treats like 127.0.0.1.

const ipv4 = (address: string): number | null => {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
};

/** '10.20.4.17' in '10.20.0.0/16'. */
export function inCidr(address: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const ip = ipv4(address.replace(/^::ffff:/i, ''));
  const network = ipv4(base);
  const prefix = Number(bits);
  if (ip === null || network === null || !(prefix >= 0 && prefix <= 32)) return false;
  const size = 2 ** (32 - prefix);
  return Math.floor(ip / size) === Math.floor(network / size);
}

export function inAnyCidr(address: string, cidrs: readonly string[]): boolean {
  const candidate = address === '::1' ? '127.0.0.1' : address;
  return cidrs.some((cidr) => inCidr(candidate, cidr));
}
