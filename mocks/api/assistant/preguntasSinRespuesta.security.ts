import type { operations } from '../../../generated/main/paths.ts';
import { nextDisposable } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

/** A group of its own: a student asks what the assistant cannot answer; staff find it by its words. */
async function disposableGroup(api: TestApi) {
  // Letters only: a word with digits would be kept as a '[código]'.
  const word = `torneo${String(nextDisposable()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await api.call('alumno', {
    method: 'POST',
    url: '/api/chatbot/mensajes',
    payload: { mensaje: `¿quién ganó el ${word} de ajedrez?` },
  });
  const list = await api.call('superadmin', {
    url: '/api/main/admin/preguntasSinRespuesta',
    query: { filter: JSON.stringify({ q: word }) },
  });
  return { id: String((list.json() as { id: number }[])[0]!.id), word };
}

export const preguntasSinRespuestaSecurityCases = {
  obtenerPreguntaSinRespuesta: async (api) => ({ id: (await disposableGroup(api)).id }),
  // The example's version 1 is the group's own until it is linked.
  enlazarPreguntaSinRespuesta: async (api) => ({ id: (await disposableGroup(api)).id }),
  agregarSinonimoDesdePregunta: async (api) => {
    const { id, word } = await disposableGroup(api);
    return { id, frase: `${word} de ajedrez` };
  },
} satisfies SecurityCases<operations>;
