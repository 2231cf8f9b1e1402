import type { operations } from '../../../generated/main/paths.ts';
import { nextDisposable } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

/** A credential nobody called with, made by the superadmin; answers its id and first key's id. */
const unusedCredential = async (api: TestApi) => {
  const created = await api.call('superadmin', {
    method: 'POST',
    url: '/api/main/admin/credenciales',
    payload: { nombre: `Sistema sin uso ${nextDisposable()}`, alcances: ['PERSONAS_ALUMNOS'] },
  });
  const id = created.json().id as number;
  const keys = await api.call('superadmin', {
    url: '/api/main/admin/credencialClave',
    query: { filter: JSON.stringify({ credencialId: id }) },
  });
  return { id, keyId: keys.json()[0].id as number };
};

export const credencialesSecurityCases = {
  // A fresh credential each: the example body carries version 1 and a credential holds two keys.
  actualizarCredencial: async (api) => ({ id: (await unusedCredential(api)).id, version: 1 }),
  eliminarCredencial: async (api) => ({ id: (await unusedCredential(api)).id }),
  generarClaveCredencial: async (api) => ({ credencialId: (await unusedCredential(api)).id }),
  obtenerClaveCredencial: async (api) => ({ id: (await unusedCredential(api)).keyId }),
  revocarClaveCredencial: async (api) => ({ id: (await unusedCredential(api)).keyId }),
} satisfies SecurityCases<operations>;
