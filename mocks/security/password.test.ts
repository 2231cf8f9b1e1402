// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashSecret, verifyAgainstDecoy, verifySecret } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, never the password', async () => {
    const stored = await hashSecret('Campus2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('Campus2026');
  });

  it('salts every hash', async () => {
    expect(await hashSecret('Campus2026')).not.toBe(await hashSecret('Campus2026'));
  });

  it('accepts the right password and rejects others', async () => {
    const stored = await hashSecret('Campus2026');
    expect(await verifySecret('Campus2026', stored)).toBe(true);
    expect(await verifySecret('campus2026', stored)).toBe(false);
    expect(await verifySecret('', stored)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifySecret('x', 'plain-text')).toBe(false);
    expect(await verifySecret('x', 'scrypt$abc$8$1$c2FsdA$aGFzaA')).toBe(false);
  });

  it('spends the time of a real check on unknown users, and fails', async () => {
    expect(await verifyAgainstDecoy('Campus2026')).toBe(false);
  });
});
