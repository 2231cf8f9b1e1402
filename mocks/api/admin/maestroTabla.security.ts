import type { operations } from '../../../generated/main/paths.ts';
import { disposableRecord } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const maestroTablaSecurityCases = {
  // A delete needs a record nothing else uses: the superadmin makes one for every caller.
  eliminarMaestroTabla: (api) =>
    disposableRecord(api, 'maestroTabla', (n) => ({
      codigo: `BORRABLE_${n}`,
      nombre: 'Tabla de prueba',
    })),
  eliminarMaestroTablaRegistro: (api) =>
    disposableRecord(api, 'maestroTablaRegistro', (n) => ({
      tablaId: 1,
      codigo: `B${n}`,
      valor: 'Registro de prueba',
    })),
} satisfies SecurityCases<operations>;
