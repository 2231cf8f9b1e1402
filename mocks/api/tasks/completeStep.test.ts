// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queryOne } from '../../db/query.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';

// What students do in Mi cuenta completes the steps of their mandatory tasks that ask for it, so
// the flow and the onboarding report agree with them (issue 33, issue 34).
const demo = useTestApiWithDatabase({ seed: { students: 300 } });

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

/** A generated student with an open copy of `modulo`, and whether a sibling step stays open. */
function studentWithOpen(modulo: string, siblingsOpen: boolean) {
  const row = queryOne<{ username: string; id: number }>(
    demo.db,
    `SELECT u.username, u.id FROM users u JOIN user_tasks t ON t.user_id = u.id
      JOIN task_definitions d ON d.id = t.task_id
      WHERE t.modulo = ? AND t.completed_at IS NULL AND u.tip = 1
        AND EXISTS (SELECT 1 FROM user_tasks p WHERE p.user_id = u.id
          AND p.task_id = d.parent_id AND p.completed_at IS NULL)
        AND ${siblingsOpen ? '' : 'NOT'} EXISTS (SELECT 1 FROM user_tasks s
          JOIN task_definitions sd ON sd.id = s.task_id
          WHERE s.user_id = u.id AND s.completed_at IS NULL AND sd.parent_id = d.parent_id
            AND s.modulo <> t.modulo)
      ORDER BY u.id LIMIT 1`,
    modulo,
  );
  if (!row)
    throw new Error(`No seeded student has ${modulo} open (siblings open: ${siblingsOpen})`);
  return row;
}

const openCopies = (userId: number, modulo: string) =>
  queryOne<{ n: number }>(
    demo.db,
    'SELECT count(*) AS n FROM user_tasks WHERE user_id = ? AND modulo = ? AND completed_at IS NULL',
    userId,
    modulo,
  )!.n;

describe('steps completed from Mi cuenta', () => {
  it('a new photo completes the onboarding photo step; the onboarding waits for its other steps', async () => {
    const student = studentWithOpen('onboardingFoto', true);
    const changed = await demo.api.call(student.username, {
      method: 'PUT',
      url: '/api/main/perfil/cambiarfoto',
      payload: { imagenCodificada: ONE_PIXEL_PNG, extensionImagen: 'png' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(openCopies(student.id, 'onboardingFoto')).toBe(0);
    expect(openCopies(student.id, 'onBoarding')).toBe(1);
  });

  it('a confirmed phone completes the phone step; a refused code completes nothing', async () => {
    const student = queryOne<{ username: string; id: number }>(
      demo.db,
      `SELECT u.username, u.id FROM users u JOIN user_tasks t ON t.user_id = u.id
        WHERE t.modulo = 'verificarCelular' AND t.completed_at IS NULL AND u.tip = 1
        ORDER BY u.id LIMIT 1`,
    )!;
    const call = (url: string, payload: object) =>
      demo.api.call(student.username, { method: 'POST', url: `/api/main${url}`, payload });
    expect((await call('/perfil/verificartelefono', { celular: '961234578' })).statusCode).toBe(
      200,
    );
    const code = demo.api.lastCode(student.username)!;
    const wrong = await call('/perfil/verificartelefono/confirmar', {
      codigo: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(openCopies(student.id, 'verificarCelular')).toBe(1);
    const right = await call('/perfil/verificartelefono/confirmar', { codigo: code });
    expect(right.statusCode, right.body).toBe(200);
    expect(openCopies(student.id, 'verificarCelular')).toBe(0);
  });
});
