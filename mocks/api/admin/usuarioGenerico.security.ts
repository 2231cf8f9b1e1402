import type { operations } from '../../../generated/main/paths.ts';
import { nextDisposable } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

/** A generic account nobody used, made by the superadmin; answers its id. */
const unusedGenericAccount = async (api: TestApi) => {
  const saved = await api.call('superadmin', {
    method: 'POST',
    url: '/api/main/admin/usuarioGenerico/guardar',
    payload: {
      usuario: `gen.borrable${nextDisposable()}`,
      nombre: 'Cuenta de prueba',
      area: 'Pruebas',
      correo: 'pruebas@horizonte.example',
      marca: 'HZT',
    },
  });
  return saved.json().results.usuario.id as number;
};

export const usuarioGenericoSecurityCases = {
  // A person's id is no generic account (404): each caller reads and deletes one of its own.
  obtenerUsuarioGenerico: async (api) => ({ id: await unusedGenericAccount(api) }),
  eliminarUsuarioGenerico: async (api) => ({ id: await unusedGenericAccount(api) }),
} satisfies SecurityCases<operations>;
