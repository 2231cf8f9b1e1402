import type { operations } from '../../../generated/main/paths.ts';
import { spareUserId } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const permisosSecurityCases = {
  // A spare student's permission, given back after each revocation for the next caller.
  revocarPermiso: async (api) => {
    const { id } = await spareUserId(api, 'alumno8');
    await api.call('superadmin', {
      method: 'DELETE',
      url: `/api/main/admin/permisoUsuario/FJPUBALU-${id}`,
    });
    await api.call('superadmin', {
      method: 'POST',
      url: '/api/main/admin/permisoUsuario',
      payload: { permiso: 'FJPUBALU', usuario: 'alumno8' },
    });
    return { id: `FJPUBALU-${id}` };
  },
} satisfies SecurityCases<operations>;
