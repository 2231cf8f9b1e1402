import type { operations } from '../../../generated/main/paths.ts';
import { disposableRecord } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const configuracionNotificacionesSecurityCases = {
  // A delete needs a record nothing else uses: the superadmin makes one for every caller.
  eliminarConfiguracionNotificacion: (api) =>
    disposableRecord(api, 'configuracion-notificaciones', (n) => ({
      tipo: 'ACADEMICO',
      codigo: `BORRABLE_${n}`,
      titulo: 'Configuración de prueba',
    })),
} satisfies SecurityCases<operations>;
