// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { benchQuestions, isExpected } from './benchQuestions.ts';
import { QUESTIONS_PER_MINUTE } from './questionLimit.ts';

// A question every this many ms: a person's pace, inside the per-user limit.
const PACE_MS = Math.ceil(60_000 / QUESTIONS_PER_MINUTE) + 1;

const demo = useTestApiWithDatabase({ seed: { students: 60 } });

describe('the assistant on its fixed questions', () => {
  it('cites the right source first for at least 90%, and says "no sé" for 90% of those off topic', async () => {
    const misses: string[] = [];
    for (const expected of benchQuestions) {
      demo.api.advance(PACE_MS);
      const response = await demo.api.call(expected.usuario ?? 'alumno', {
        method: 'POST',
        url: '/api/chatbot/mensajes',
        payload: { mensaje: expected.question },
      });
      const answer = response.json().results;
      if (!isExpected(expected, answer))
        misses.push(`${expected.question} -> ${answer.tipo} ${answer.fuentes[0]?.titulo ?? ''}`);
    }
    expect(benchQuestions.length).toBeGreaterThanOrEqual(40);
    expect(misses.length / benchQuestions.length, misses.join('\n')).toBeLessThanOrEqual(0.1);
    // Some off-topic questions are near the content on purpose (issue 56: '¿cuándo es la feria
    // tecnológica?'); the goal there is the held-out set's, 90%.
    const offTopic = benchQuestions.filter((question) => question.tipo === 'SIN_RESPUESTA');
    const offTopicMisses = misses.filter((miss) =>
      offTopic.some((q) => miss.startsWith(`${q.question} ->`)),
    );
    expect(offTopicMisses.length / offTopic.length, offTopicMisses.join('\n')).toBeLessThanOrEqual(
      0.1,
    );
  });
});
