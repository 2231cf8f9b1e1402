import type { operations } from '../../../generated/main/paths.ts';
import { disposableRecord } from '../../test/security/disposableRecords.ts';
import { procedureType } from '../../test/security/procedureRequests.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

// Inactive, so it never takes the place of a type's active signature.
const disposableSignature = (n: number) => ({
  idTipoTramite: 1,
  firmante: `Firmante de prueba ${n}`,
  cargo: 'Cargo de prueba',
  orden: 3,
  activo: false,
});

export const firmaSecurityCases = {
  crearFirma: async (api) => ({
    idTipoTramite: await procedureType(api, 'CERTESTSU'),
    activo: false,
  }),
  actualizarFirma: async (api) => ({
    ...(await disposableRecord(api, 'firmas', disposableSignature)),
    idTipoTramite: await procedureType(api, 'CERTESTSU'),
    activo: false,
  }),
  eliminarFirma: (api) => disposableRecord(api, 'firmas', disposableSignature),
} satisfies SecurityCases<operations>;
