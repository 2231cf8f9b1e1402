import type { operations } from '../../../generated/main/paths.ts';
import { disposableRecord } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const segmentoSecurityCases = {
  // A delete needs a record nothing else uses: the superadmin makes one for every caller.
  eliminarSegmento: (api) =>
    disposableRecord(api, 'segmento', (n) => ({
      nombre: `Segmento de prueba ${n}`,
      tipoUsuario: 3,
    })),
} satisfies SecurityCases<operations>;
