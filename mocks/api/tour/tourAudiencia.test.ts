// @vitest-environment node
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { COPY_SQL } from '../../seed/flowTasks.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { texts } from '../texts.ts';
import { tourTexts } from './texts.ts';

const MAIN = '/api/main';
const STUDENTS = 'nueva_func_tour_estudiantes';
const TEACHERS = 'nueva_func_tour_docentes';

const demo = useTestApiWithDatabase({ seed: { students: 60 } });

const settle = (action: 'completar' | 'omitir', usuario: string, payload: object) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/tarea/nuevaFuncionalidad/${action}`,
    payload,
  });

const menuOf = async (usuario: string) =>
  (
    (await demo.api.call(usuario, { url: `${MAIN}/tour/consultartourmenu` })).json().results as {
      children: { codeConfig: string; idTask: number | null; isCompleted: boolean }[];
    }[]
  )[0]!.children;

const flowModules = async (usuario: string) =>
  (
    (
      await demo.api.call(usuario, {
        method: 'POST',
        url: `${MAIN}/usuario/flujo`,
        payload: { version: '1.0.0' },
      })
    ).json().results.detalle as { modulo: string }[]
  ).map((task) => task.modulo);

const copyOf = (idTask: number) =>
  demo.db
    .prepare(
      'SELECT completed_at AS completedAt, skipped_at AS skippedAt FROM user_tasks WHERE id = ?',
    )
    .get(idTask) as { completedAt: number | null; skippedAt: number | null };

/** Gives `usuario` a pending copy of the tour task `codeConfig` and returns its id. */
function giveTour(usuario: string, codeConfig: string): number {
  const writer = new DatabaseSync(demo.db.location()!);
  try {
    const { id, tip } = writer
      .prepare('SELECT id, tip FROM users WHERE username = ?')
      .get(usuario) as {
      id: number;
      tip: number;
    };
    const audiencia = tip === 2 ? 'DOCENTES' : 'ESTUDIANTES';
    return Number(
      writer.prepare(COPY_SQL).run({ userId: id, completedAt: null, audiencia, modulo: codeConfig })
        .lastInsertRowid,
    );
  } finally {
    writer.close();
  }
}

describe('completarNuevaFuncionalidad', () => {
  it("completes the student's own copy once: the flow moves on and the help menu says so", async () => {
    const [tour] = await menuOf('alumno1');
    expect(tour).toMatchObject({ codeConfig: STUDENTS, isCompleted: false });
    expect(await flowModules('alumno1')).toContain(STUDENTS);

    const done = await settle('completar', 'alumno1', {
      idTask: tour!.idTask,
      codeConfig: STUDENTS,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().results).toEqual({ idTask: tour!.idTask, isCompleted: true });
    expect(await flowModules('alumno1')).not.toContain(STUDENTS);
    expect((await menuOf('alumno1'))[0]).toMatchObject({ idTask: tour!.idTask, isCompleted: true });

    // A replay from the help menu completes nothing anew.
    const { completedAt } = copyOf(tour!.idTask!);
    demo.api.advance(60_000);
    const replay = await settle('completar', 'alumno1', { codeConfig: STUDENTS });
    expect(replay.json().results).toEqual({ idTask: tour!.idTask, isCompleted: true });
    expect(copyOf(tour!.idTask!).completedAt).toBe(completedAt);
    // Nor can omitting undo it.
    await settle('omitir', 'alumno1', { idTask: tour!.idTask });
    expect(copyOf(tour!.idTask!)).toEqual({ completedAt, skippedAt: null });
  });

  it("completes a teacher's own copy, found by the tour alone", async () => {
    const idTask = giveTour('docente', TEACHERS);
    const done = await settle('completar', 'docente', { codeConfig: TEACHERS });
    expect(done.json().results).toEqual({ idTask, isCompleted: true });
  });

  it('completes nothing for a replay by a caller without a copy', async () => {
    const [tour] = await menuOf('alumno2');
    expect(tour!.idTask).toBeNull();
    const replay = await settle('completar', 'alumno2', { idTask: null, codeConfig: STUDENTS });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().results).toEqual({ idTask: null, isCompleted: false });
    expect((await menuOf('alumno2'))[0]!.isCompleted).toBe(false);
  });
});

describe('omitirNuevaFuncionalidad', () => {
  it('closes the own copy as omitted: the flow moves on, the menu offers it again, and finishing it later completes it', async () => {
    const idTask = giveTour('alumno3', STUDENTS);
    expect(await flowModules('alumno3')).toContain(STUDENTS);
    const omitted = await settle('omitir', 'alumno3', { idTask });
    expect(omitted.json().results).toEqual({ idTask, isCompleted: false });
    expect(copyOf(idTask).skippedAt).not.toBeNull();
    expect(await flowModules('alumno3')).not.toContain(STUDENTS);
    expect((await menuOf('alumno3'))[0]).toMatchObject({ idTask, isCompleted: false });

    const replayed = await settle('completar', 'alumno3', { codeConfig: STUDENTS });
    expect(replayed.json().results).toEqual({ idTask, isCompleted: true });
    expect(copyOf(idTask).skippedAt).toBeNull();
  });
});

describe.each(['completar', 'omitir'] as const)('tarea/nuevaFuncionalidad/%s refuses', (action) => {
  it("another user's copy (403), an unknown one or tour (404), and a body naming neither or both apart (400)", async () => {
    const idTask = giveTour('alumno4', STUDENTS);
    const others = await settle(action, 'alumno5', { idTask });
    expect(others.statusCode).toBe(403);
    expect(others.json().messagePublic).toBe(texts.forbidden);
    expect((await settle(action, 'docente', { idTask })).statusCode).toBe(403);
    expect((await settle(action, 'alumno4', { idTask: 999_999 })).statusCode).toBe(404);
    expect(
      (await settle(action, 'alumno4', { codeConfig: 'nueva_func_tour_nada' })).statusCode,
    ).toBe(404);
    expect((await settle(action, 'alumno4', { idTask: null })).statusCode).toBe(400);
    const apart = await settle(action, 'alumno4', { idTask, codeConfig: TEACHERS });
    expect(apart.statusCode).toBe(400);
    expect(apart.json().errors).toEqual({ codeConfig: [tourTexts.tourTaskMismatch] });
    expect(copyOf(idTask)).toEqual({ completedAt: null, skippedAt: null });
  });

  it('a task that does not start a tour (404), and collaborators (403)', async () => {
    const onboarding = demo.db
      .prepare(
        `SELECT t.id FROM user_tasks t JOIN users u ON u.id = t.user_id
          WHERE u.username = 'alumno.nuevo' AND t.modulo = 'onBoarding'`,
      )
      .get() as { id: number };
    expect((await settle(action, 'alumno.nuevo', { idTask: onboarding.id })).statusCode).toBe(404);
    expect((await settle(action, 'colaborador', { codeConfig: STUDENTS })).statusCode).toBe(403);
  });
});
