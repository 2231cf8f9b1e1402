// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { callOk, loginAs } from '../test/contractClient.ts';

describe.each(demoAccounts.map((account) => account.usuario))(
  'notifications API as %s',
  (usuario) => {
    it('counts the unseen notifications', async () => {
      const { token } = await loginAs(usuario);
      const pending = await callOk('notifications', '/notification/pending', { token });
      expect(pending.body.results).toEqual({ totalPending: expect.any(Number) });
    });
  },
);
