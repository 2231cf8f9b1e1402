import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';
import { createTestClock } from '../../test/testClock.ts';

/** A post published now (the test clock's start) for every audience of every division. */
const postFor = async (api: TestApi, usuario: string, changes: object = {}) => {
  const response = await api.call(usuario, {
    method: 'POST',
    url: '/api/main/publicacion/guardar',
    payload: {
      claveIdempotencia: crypto.randomUUID(),
      descripcion: 'Publicación de prueba para todos.',
      idAreaEncargada: 12,
      idAudiencias: ['EVAAUD001', 'EVAAUD002', 'EVAAUD003'],
      fechaInicial: new Date(createTestClock().clock()).toISOString(),
      idDivisiones: [1, 2, 3, 4, 5, 6],
      ...changes,
    },
  });
  return response.json().results.idPublicacion as number;
};

export const publicacionSecurityCases = {
  // Only its creator reads a post to edit it, and edits it.
  obtenerPublicacion: async (api, who) => ({ id: await postFor(api, who.usuario) }),
  actualizarPublicacion: async (api, who) => ({ id: await postFor(api, who.usuario) }),
  eliminarPublicacion: async (api) => ({ id: await postFor(api, 'colaborador') }),
  // A post each caller is an audience of.
  reaccionarPublicacion: async (api) => ({ idPublicacion: await postFor(api, 'colaborador') }),
  listarReaccionesPublicacion: async (api) => ({ id: await postFor(api, 'colaborador') }),
} satisfies SecurityCases<operations>;
