// @vitest-environment node
// issue 55: one account asked the assistant 200 questions in 0.29 s; now 30 a minute per user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { QUESTIONS_PER_MINUTE } from './questionLimit.ts';
import { assistantTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const ask = (usuario: string) =>
  api.call(usuario, {
    method: 'POST',
    url: '/api/chatbot/mensajes',
    payload: { mensaje: '¿Cuánto cuesta el certificado de estudios?' },
  });

describe('the assistant’s limit per user', () => {
  it('answers 30 questions in a minute, refuses the 31st in Spanish, and answers again once the first ages out', async () => {
    for (let n = 1; n <= QUESTIONS_PER_MINUTE; n += 1) {
      expect((await ask('docente')).statusCode, `question ${n}`).toBe(200);
      api.advance(1000);
    }
    // The first question was 30 s ago: 30 more seconds until it leaves the window.
    const refused = await ask('docente');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({
      results: null,
      messagePublic: assistantTexts.tooManyQuestions(30),
    });
    expect(refused.json().messagePublic).toBe(
      'Hiciste demasiadas preguntas seguidas. Espera 30 segundos e inténtalo nuevamente.',
    );
    // Another user asks as usual meanwhile: the limit is the account's, not the campus's.
    expect((await ask('alumno')).statusCode).toBe(200);
    api.advance(29_000);
    expect((await ask('docente')).statusCode).toBe(429);
    api.advance(1000);
    expect((await ask('docente')).statusCode).toBe(200);
    // Only the oldest left the window: the next one waits for the second oldest.
    expect((await ask('docente')).statusCode).toBe(429);
  });

  it('says one second in the singular', () => {
    expect(assistantTexts.tooManyQuestions(1)).toBe(
      'Hiciste demasiadas preguntas seguidas. Espera 1 segundo e inténtalo nuevamente.',
    );
  });
});
