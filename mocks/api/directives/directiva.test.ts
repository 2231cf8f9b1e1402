// @vitest-environment node
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { directiveTexts } from './texts.ts';
import { texts } from '../texts.ts';

const MAIN = '/api/main';

interface Directiva {
  id: number;
  titulo: string;
  versionId: number;
  numero: number;
  publicadoEn: string;
  aceptado: boolean;
  aceptadoEn: string | null;
}

const demo = useTestApiWithDatabase({ seed: { students: 60 } });

const list = async (usuario: string) =>
  (await demo.api.call(usuario, { url: `${MAIN}/directiva/alumno/listar` })).json().results as {
    directivas: Directiva[];
    pendientes: number;
  };
const onboarding = async (usuario: string) =>
  (await demo.api.call(usuario, { url: `${MAIN}/onboarding/directiva/listar` })).json().results as {
    directivas: Directiva[];
    pendientes: number;
    pasoCompletado: boolean;
  };
const accept = (usuario: string, versionId: number) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/onboarding/directiva/guardar`,
    payload: { versionId },
  });
const download = (usuario: string, versionId: number) =>
  demo.api.call(usuario, { url: `${MAIN}/directiva/alumno/documento/${versionId}` });

/** A generated student's open onboarding copies: the directives step and the task. */
const openCopies = (userId: number) =>
  demo.db
    .prepare(
      `SELECT modulo, completed_at AS completedAt FROM user_tasks
        WHERE user_id = ? AND modulo IN ('onBoarding', 'onboardingDirectivas') ORDER BY modulo`,
    )
    .all(userId) as { modulo: string; completedAt: number | null }[];

/** A student with the directives step open, no directive accepted, and their id. */
function studentWithOpenStep(skip: number) {
  return demo.db
    .prepare(
      `SELECT u.id, u.username FROM users u JOIN user_tasks t ON t.user_id = u.id
        WHERE t.modulo = 'onboardingDirectivas' AND t.completed_at IS NULL
        ORDER BY u.id LIMIT 1 OFFSET ?`,
    )
    .get(skip) as { id: number; username: string };
}

describe('listarDirectivasAlumno', () => {
  it("lists the demo student's three directives by title, one accepted and two pending", async () => {
    const { directivas, pendientes } = await list('alumno');
    expect(directivas.map((d) => [d.titulo, d.numero, d.aceptado])).toEqual([
      ['Directiva de convivencia y conducta', 1, false],
      ['Directiva de evaluación y calificación', 1, false],
      ['Directiva de uso del campus virtual', 2, true],
    ]);
    expect(pendientes).toBe(2);
    expect(directivas[2]!.aceptadoEn).toBe('2026-03-09T15:30:00.000Z');
    expect(directivas[0]).toMatchObject({
      publicadoEn: '2026-03-02T14:00:00.000Z',
      aceptadoEn: null,
    });
  });

  it('leaves the directives out of the regulations students accept, and the other way round', async () => {
    const regulations = (
      await demo.api.call('alumno', { url: `${MAIN}/admin/reglamento/listar` })
    ).json().results.reglamentos as { titulo: string }[];
    expect(regulations.some((r) => r.titulo.startsWith('Directiva'))).toBe(false);
    const { directivas } = await list('alumno');
    const viaRegulations = await demo.api.call('alumno', {
      method: 'POST',
      url: `${MAIN}/admin/reglamento/aceptacion/guardar`,
      payload: { versionId: directivas[0]!.versionId },
    });
    expect(viaRegulations.statusCode).toBe(400);
  });

  it('answers students only', async () => {
    for (const usuario of ['docente', 'colaborador', 'superadmin']) {
      const response = await demo.api.call(usuario, { url: `${MAIN}/directiva/alumno/listar` });
      expect(response.statusCode, usuario).toBe(403);
    }
  });

  // A directive published after a student's onboarding waits on their Directivas page.
  it('has every directive accepted by the students whose onboarding step was done after it', () => {
    const missing = demo.db
      .prepare(
        `SELECT count(*) AS n FROM user_tasks t
          JOIN regulations r ON r.tipo = 'DIRECTIVA' AND r.activo = 1
          JOIN regulation_versions v ON v.id = (SELECT max(w.id) FROM regulation_versions w
            WHERE w.regulation_id = r.id)
          WHERE t.modulo = 'onboardingDirectivas' AND t.completed_at >= v.published_at
            AND NOT EXISTS (SELECT 1 FROM regulation_acceptances a
              WHERE a.version_id = v.id AND a.user_id = t.user_id)`,
      )
      .get() as { n: number };
    expect(missing.n).toBe(0);
  });
});

describe('guardarDirectiva', () => {
  it('accepts a directive once: 200 the first time, 400 the second with the first kept', async () => {
    const [first] = (await list('alumno1')).directivas;
    const accepted = await accept('alumno1', first!.versionId);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      messagePublic: directiveTexts.accepted,
      results: { id: first!.id, versionId: first!.versionId, pendientes: 2, pasoCompletado: false },
    });
    const again = await accept('alumno1', first!.versionId);
    expect(again.statusCode).toBe(400);
    expect(again.json().messagePublic).toBe(directiveTexts.alreadyAccepted);
    const mine = (await list('alumno1')).directivas.find((d) => d.id === first!.id)!;
    expect(mine.aceptadoEn).toBe(accepted.json().results.aceptadoEn);
    const rows = demo.db
      .prepare(
        `SELECT count(*) AS n FROM regulation_acceptances a JOIN users u ON u.id = a.user_id
          WHERE u.username = 'alumno1' AND a.version_id = ?`,
      )
      .get(first!.versionId) as { n: number };
    expect(rows.n).toBe(1);
  });

  it('accepts once when two requests arrive together', async () => {
    const [first] = (await list('alumno2')).directivas;
    const answers = await Promise.all([
      accept('alumno2', first!.versionId),
      accept('alumno2', first!.versionId),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses another role (403) and an unknown version (404)', async () => {
    const [first] = (await list('alumno')).directivas;
    const asTeacher = await accept('docente', first!.versionId);
    expect(asTeacher.statusCode).toBe(403);
    const unknown = await accept('alumno', 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messagePublic).toBe(texts.notFound);
  });

  it("refuses a regulation's version (404), another audience's directive (403) and an old version (400)", async () => {
    const writer = new DatabaseSync(demo.db.location()!);
    try {
      const regulationVersion = writer
        .prepare(
          `SELECT v.id FROM regulation_versions v JOIN regulations r ON r.id = v.regulation_id
            WHERE r.tipo = 'REGLAMENTO' AND r.audiencia = 'ESTUDIANTES' AND r.activo = 1 LIMIT 1`,
        )
        .get() as { id: number };
      expect((await accept('alumno3', regulationVersion.id)).statusCode).toBe(404);

      const teachers = writer
        .prepare(
          `INSERT INTO regulations (titulo, audiencia, tipo)
            VALUES ('Directiva de trabajo remoto docente', 'DOCENTES', 'DIRECTIVA')`,
        )
        .run().lastInsertRowid;
      const teacherVersion = writer
        .prepare(
          `INSERT INTO regulation_versions
            (regulation_id, numero, resumen_cambios, contenido, published_at, published_by)
            VALUES (?, 1, 'Versión inicial.', 'Artículo 1. Texto de prueba.', 0, 1005)`,
        )
        .run(teachers).lastInsertRowid;
      expect((await accept('alumno3', Number(teacherVersion))).statusCode).toBe(403);
      expect((await download('alumno3', Number(teacherVersion))).statusCode).toBe(403);

      const old = writer
        .prepare(
          `SELECT v.id FROM regulation_versions v JOIN regulations r ON r.id = v.regulation_id
            WHERE r.titulo = 'Directiva de uso del campus virtual' AND v.numero = 1`,
        )
        .get() as { id: number };
      const refused = await accept('alumno3', old.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().messagePublic).toBe(directiveTexts.notCurrent);
    } finally {
      writer.close();
    }
  });

  it('completes the onboarding step exactly when the last directive is accepted', async () => {
    const student = studentWithOpenStep(0);
    const { directivas } = await onboarding(student.username);
    expect(directivas).toHaveLength(3);
    for (const [index, directive] of directivas.entries()) {
      const last = index === directivas.length - 1;
      const response = await accept(student.username, directive.versionId);
      expect(response.json().results).toMatchObject({
        pendientes: directivas.length - index - 1,
        pasoCompletado: last,
      });
      const step = openCopies(student.id).find((copy) => copy.modulo === 'onboardingDirectivas')!;
      expect(step.completedAt !== null, `after ${index + 1}`).toBe(last);
    }
    expect(await onboarding(student.username)).toEqual({
      directivas: [],
      pendientes: 0,
      pasoCompletado: true,
    });
  });

  it("closes the onboarding task with the step only when the task's other steps are done", async () => {
    const writer = new DatabaseSync(demo.db.location()!);
    // Newcomers with a copy of the step, set back to the step open and no directive accepted,
    // their other steps done or not.
    const newcomers = writer
      .prepare(
        `SELECT u.id, u.username FROM users u JOIN user_tasks t ON t.user_id = u.id
          WHERE t.modulo = 'onboardingDirectivas' ORDER BY u.id DESC LIMIT 2`,
      )
      .all() as { id: number; username: string }[];
    const reset = (userId: number, othersDone: boolean) => {
      writer
        .prepare(
          `UPDATE user_tasks SET completed_at = CASE WHEN modulo IN ('onBoarding',
            'onboardingDirectivas') THEN NULL ELSE ? END WHERE user_id = ?`,
        )
        .run(othersDone ? Date.parse('2026-08-20T15:00:00Z') : null, userId);
      writer
        .prepare(
          `DELETE FROM regulation_acceptances WHERE user_id = ? AND version_id IN
            (SELECT v.id FROM regulation_versions v JOIN regulations r ON r.id = v.regulation_id
              WHERE r.tipo = 'DIRECTIVA')`,
        )
        .run(userId);
    };
    try {
      expect(newcomers).toHaveLength(2);
      for (const [index, othersDone] of [false, true].entries()) {
        const student = newcomers[index]!;
        reset(student.id, othersDone);
        const task = () => openCopies(student.id).find((copy) => copy.modulo === 'onBoarding')!;
        expect(task().completedAt).toBeNull();
        for (const directive of (await onboarding(student.username)).directivas) {
          expect((await accept(student.username, directive.versionId)).statusCode).toBe(200);
        }
        expect(task().completedAt !== null, `others done: ${othersDone}`).toBe(othersDone);
      }
    } finally {
      writer.close();
    }
  });

  it('touches no task of a student without a copy of the step', async () => {
    const tasks = () =>
      demo.db
        .prepare(
          `SELECT t.modulo, t.completed_at AS completedAt FROM user_tasks t
            JOIN users u ON u.id = t.user_id WHERE u.username = 'alumno' ORDER BY t.id`,
        )
        .all();
    const before = tasks();
    const { directivas } = await onboarding('alumno');
    const answers = [];
    for (const directive of directivas) answers.push(await accept('alumno', directive.versionId));
    expect(answers.map((answer) => answer.json().results.pasoCompletado)).toEqual([false, true]);
    expect(tasks()).toEqual(before);
  });
});

describe('descargarDirectiva', () => {
  it("downloads a directive's version as a PDF named after it", async () => {
    const uso = (await list('alumno')).directivas.find((d) =>
      d.titulo.startsWith('Directiva de uso'),
    )!;
    const response = await download('alumno', uso.versionId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'directiva-de-uso-del-campus-virtual-v2.pdf',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain('Publicada el 23/02/2026');
  });

  it('refuses an unknown version (404) and other roles (403)', async () => {
    expect((await download('alumno', 999_999)).statusCode).toBe(404);
    const [first] = (await list('alumno')).directivas;
    expect((await download('docente', first!.versionId)).statusCode).toBe(403);
  });
});
