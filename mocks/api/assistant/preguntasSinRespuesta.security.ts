import { createHash } from 'node:crypto';
import type { operations } from '../../../generated/main/paths.ts';
import { nextDisposable } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';
import { QUESTION_WINDOW_MS } from './questionLimit.ts';

/** A group of its own: a student asks what the assistant cannot answer; staff find it by its words. */
async function disposableGroup(api: TestApi) {
  // Letters only (a word with digits would be kept as a '[código]'), far apart from one case to
  // the next and ending where no Spanish suffix does: two groups must never share a stem or be a
  // typo of each other, or a phrase one case adds would answer the next case's question.
  const letters = createHash('sha256')
    .update(String(nextDisposable()))
    .digest('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);
  const word = `torneo${letters.slice(0, 10)}k`;
  const ask = () =>
    api.call('alumno', {
      method: 'POST',
      url: '/api/chatbot/mensajes',
      payload: { mensaje: `¿quién ganó el ${word} de ajedrez?` },
    });
  // The table asks once per role and operation, past one account's questions per minute: the
  // next minute is waited on the test clock, only when the limit answers.
  let asked = await ask();
  if (asked.statusCode === 429) {
    api.advance(QUESTION_WINDOW_MS);
    asked = await ask();
  }
  if (asked.statusCode !== 200) throw new Error(`the question was refused: ${asked.body}`);
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
