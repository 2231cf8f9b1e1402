import type { operations } from '../../../generated/main/paths.ts';
import { disposableRecord } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const tareasSecurityCases = {
  // A task nobody has pending.
  eliminarTarea: (api) =>
    disposableRecord(api, 'tareas', (n) => ({
      nombre: `Tarea de prueba ${n}`,
      audiencia: 'DOCENTES',
      modulo: 'pruebaBorrable',
      orden: 500 + n,
    })),
} satisfies SecurityCases<operations>;
