import type { operations } from '../../../generated/main/paths.ts';
import { spareUserId } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const usuariosSecurityCases = {
  // User changes act on a spare student, so no demo account's role or password moves mid-run.
  // Each its own: the example bodies carry version 1, which one change would make stale.
  actualizarUsuarioAdmin: (api) => spareUserId(api, 'alumno6'),
  cambiarBloqueoUsuario: (api) => spareUserId(api, 'alumno7'),
  generarClaveTemporal: (api) => spareUserId(api, 'alumno8'),
} satisfies SecurityCases<operations>;
