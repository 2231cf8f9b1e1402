import type { operations } from '../../../generated/main/paths.ts';
import { disposableRecord } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const parametrosSecurityCases = {
  // A delete needs a record nothing else uses: the superadmin makes one for every caller.
  eliminarParametro: (api) =>
    disposableRecord(api, 'parametro', (n) => ({
      clave: `EVA_BORRABLE_${n}`,
      valor: '1',
      descripcion: 'Prueba',
    })),
} satisfies SecurityCases<operations>;
