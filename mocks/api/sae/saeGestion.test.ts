// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { createTestClock } from '../../test/testClock.ts';
import { saeTexts } from './texts.ts';
import { MAX_DAYS_AHEAD } from './saeAdmin.ts';

type Schemas = components['schemas'];
type Caso = Schemas['CasoSaeAdmin'];

const MAIN = '/api/main';
const DAY = 86_400_000;
const t = saeTexts;

const demo = useTestApiWithDatabase({ seed: { students: 20 } });

let keys = 0;
const nextKey = () => `clave-gestion-${String((keys += 1)).padStart(8, '0')}`;
const now = () => createTestClock().clock();

const userId = (usuario: string) =>
  (demo.db.prepare('SELECT id FROM users WHERE username = ?').get(usuario) as { id: number }).id;

const caseOf = (usuario: string, estado: 'EN_ATENCION' | 'CERRADO') =>
  (
    demo.db
      .prepare(
        `SELECT c.id FROM sae_cases c JOIN users u ON u.id = c.student_id
          WHERE u.username = ? AND c.state = ? ORDER BY c.id LIMIT 1`,
      )
      .get(usuario, estado) as { id: number }
  ).id;

const post = (url: string, payload: Record<string, unknown>, usuario = 'colaborador') =>
  demo.api.call(usuario, { method: 'POST', url: `${MAIN}${url}`, payload });

const openFor = (usuario: string, body: Record<string, unknown> = {}, caller = 'colaborador') =>
  post(
    '/admin/casos-sae',
    {
      claveIdempotencia: nextKey(),
      idAlumno: userId(usuario),
      motivo: 'Seguimiento por bajo rendimiento',
      ...body,
    },
    caller,
  );

const closeCase = (id: number, nota: string, caller = 'colaborador') =>
  post(`/admin/casos-sae/${id}/cerrar`, { nota }, caller);

const assign = (id: number, body: Record<string, unknown> = {}, caller = 'colaborador') =>
  post(
    `/admin/casos-sae/${id}/formularios`,
    {
      claveIdempotencia: nextKey(),
      idPlantilla: 2,
      fecha: new Date(now() + 5 * DAY).toISOString(),
      ...body,
    },
    caller,
  );

const studentCases = async (usuario: string) =>
  (await demo.api.call(usuario, { url: `${MAIN}/sae/alumno/casos` })).json()
    .results as Schemas['CasoSae'][];

const noticesOf = (usuario: string, subtype: string) =>
  demo.db
    .prepare(
      `SELECT n.title, n.description, n.link FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE u.username = ? AND n.subtype = ? ORDER BY n.id`,
    )
    .all(usuario, subtype) as Array<{ title: string; description: string; link: string }>;

describe('buscarAlumnosSae and listarPlantillasFormularioSae', () => {
  it('finds students only, by 3 to 60 characters, at most 10; lists the forms', async () => {
    const search = (q: string, usuario = 'colaborador') =>
      demo.api.call(usuario, { url: `${MAIN}/admin/casos-sae/alumnos`, query: { q } });
    const found = (await search('alumno1')).json().results as Schemas['AlumnoSae'][];
    expect(found.map((s) => s.usuario)).toContain('alumno1');
    expect((await search('alu')).json().results.length).toBeLessThanOrEqual(10);
    expect((await search('al')).statusCode).toBe(400);
    expect((await search('a'.repeat(60))).statusCode).toBe(200);
    expect((await search('a'.repeat(61))).statusCode).toBe(400);
    expect((await search('docente')).json().results).toEqual([]);
    expect((await search('alumno1', 'alumno1')).statusCode).toBe(403);
    const templates = await demo.api.call('colaborador', {
      url: `${MAIN}/admin/casos-sae/plantillas`,
    });
    expect(
      (templates.json().results as Schemas['PlantillaFormularioSae'][]).map((p) => p.titulo),
    ).toEqual([
      'Cuestionario de seguimiento académico',
      'Encuesta de bienestar estudiantil',
      'Ficha de hábitos de estudio',
    ]);
  });
});

describe('abrirCasoSae', () => {
  it('opens a case the caller follows; the student sees it open and is told, with a link to it', async () => {
    const opened = await openFor('alumno1', { motivo: '  Seguimiento por bajo rendimiento  ' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().messagePublic).toBe(t.opened);
    const caso = opened.json().results as Caso;
    expect(caso).toMatchObject({
      usuario: 'alumno1',
      motivo: 'Seguimiento por bajo rendimiento',
      estado: 'ABIERTO',
      cerradoEn: null,
      acciones: [],
      notas: [],
    });
    const seen = (await studentCases('alumno1')).find((c) => c.idCaso === caso.id)!;
    expect(seen).toMatchObject({ origen: 'TUTORIA', estado: 'ABIERTO' });
    expect(noticesOf('alumno1', 'SAE_CASO')).toEqual([
      {
        title: t.openNotice.title,
        description: 'Seguimiento por bajo rendimiento',
        link: `/estudiantes/sae/dashboard#caso-TUTORIA-${caso.id}`,
      },
    ]);
  });

  it('opens once per key; takes a reason of 5 to 200 characters; refuses a non-student and other roles', async () => {
    const payload = { claveIdempotencia: nextKey() };
    const first = (await openFor('alumno2', payload)).json().results as Caso;
    const again = (await openFor('alumno2', payload)).json().results as Caso;
    expect(again.id).toBe(first.id);
    expect((await openFor('alumno2', { motivo: ' Bien ' })).statusCode).toBe(400);
    expect((await openFor('alumno2', { motivo: 'Listo' })).statusCode).toBe(200);
    expect((await openFor('alumno2', { motivo: 'a'.repeat(200) })).statusCode).toBe(200);
    expect((await openFor('alumno2', { motivo: 'a'.repeat(201) })).statusCode).toBe(400);
    const teacher = await openFor('docente');
    expect(teacher.statusCode).toBe(400);
    expect(teacher.json().errors).toEqual({ idAlumno: [t.notAStudent] });
    expect((await openFor('alumno2', {}, 'alumno2')).statusCode).toBe(403);
    expect((await openFor('alumno2', {}, 'docente')).statusCode).toBe(403);
  });
});

describe('cerrarCasoSae', () => {
  it('closes with a public note the student reads in their history, told with a link to it; once', async () => {
    const id = caseOf('alumno3', 'EN_ATENCION');
    const nota = 'Cumpliste los acuerdos. Cerramos el acompañamiento.';
    const closed = await closeCase(id, `  ${nota} `);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().messagePublic).toBe(t.closed);
    const caso = closed.json().results as Caso;
    expect(caso.estado).toBe('CERRADO');
    expect(Date.parse(caso.cerradoEn!)).toBe(now());
    expect(caso.notas.at(-1)).toMatchObject({ texto: nota, publica: true });
    const seen = (await studentCases('alumno3')).find((c) => c.idCaso === id)!;
    expect(seen.estado).toBe('CERRADO');
    expect(seen.notas.at(-1)?.texto).toBe(nota);
    expect(noticesOf('alumno3', 'SAE_CIERRE')).toEqual([
      {
        title: t.closeNotice.title,
        description: nota,
        link: `/estudiantes/sae/historial#caso-TUTORIA-${id}`,
      },
    ]);
    const again = await closeCase(id, nota);
    expect(again.statusCode).toBe(409);
    expect(again.json().messagePublic).toBe(t.alreadyClosed);
  });

  it("cancels the case's pending actions: staff and the student read CANCELADA, and the student can neither confirm nor answer them", async () => {
    const caso = (await openFor('alumno4')).json().results as Caso;
    const interview = await post(`/admin/casos-sae/${caso.id}/citas`, {
      claveIdempotencia: nextKey(),
      titulo: 'Entrevista de seguimiento',
      lugar: 'Oficina de tutoría',
      fecha: new Date(now() + DAY).toISOString(),
    });
    expect(interview.statusCode, interview.body).toBe(200);
    expect((await assign(caso.id)).statusCode).toBe(200);
    const closed = (await closeCase(caso.id, 'Cerramos el caso.')).json().results as Caso;
    expect(closed.acciones.map((a) => [a.tipo, a.estado])).toEqual([
      ['ENTREVISTA', 'CANCELADA'],
      ['FORMULARIO', 'CANCELADA'],
    ]);
    const seen = (await studentCases('alumno4')).find((c) => c.idCaso === caso.id)!;
    expect(seen.acciones.map((a) => a.estado)).toEqual(['CANCELADA', 'CANCELADA']);
    const [entrevista, formulario] = seen.acciones;
    const confirmed = await post(
      `/sae/alumno/acciones/${entrevista!.idAccion}/confirmar`,
      {},
      'alumno4',
    );
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().messagePublic).toBe(t.notPending);
    const answered = await post(
      `/sae/alumno/formularios/${formulario!.idAccion}/respuestas`,
      { claveIdempotencia: nextKey(), respuestas: [] },
      'alumno4',
    );
    expect(answered.statusCode).toBe(409);
    expect(answered.json().messagePublic).toBe(t.formOfClosedCase);
  });

  it('takes a note of 5 to 1000 characters once trimmed; 404 for no case; staff only', async () => {
    const id = caseOf('alumno4', 'EN_ATENCION');
    expect((await closeCase(id, '  Bien ')).statusCode).toBe(400);
    expect((await closeCase(id, 'a'.repeat(1001))).statusCode).toBe(400);
    expect((await closeCase(999_999, 'Cerramos el caso.')).statusCode).toBe(404);
    expect((await closeCase(id, 'Cerramos el caso.', 'alumno4')).statusCode).toBe(403);
    expect((await closeCase(id, 'a'.repeat(1000))).statusCode).toBe(200);
    expect((await closeCase(caseOf('alumno5', 'EN_ATENCION'), 'Listo')).statusCode).toBe(200);
  });
});

describe('asignarFormularioSae', () => {
  it('attaches a form the student finds pending, told with a link to the form itself', async () => {
    const id = caseOf('alumno6', 'EN_ATENCION');
    const assigned = await assign(id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().messagePublic).toBe(t.formAssigned);
    const action = (assigned.json().results as Caso).acciones.find(
      (a) => a.titulo === 'Cuestionario de seguimiento académico',
    )!;
    expect(action).toMatchObject({ tipo: 'FORMULARIO', estado: 'PENDIENTE', respuestas: [] });
    const form = await demo.api.call('alumno6', {
      url: `${MAIN}/sae/alumno/formularios/${action.idAccion}`,
    });
    expect((form.json().results as Schemas['FormularioSae']).preguntas).toHaveLength(3);
    const [notice] = noticesOf('alumno6', 'SAE_FORMULARIO');
    expect(notice).toMatchObject({
      title: t.formNotice.title,
      link: `/estudiantes/sae/pendientes?formulario=${action.idAccion}`,
    });
    expect(notice!.description).toMatch(
      /^Cuestionario de seguimiento académico\. Respóndelo hasta el \d+ de \w+ de \d{4}\.$/,
    );
  });

  it(`takes a date later than now and up to ${MAX_DAYS_AHEAD} days ahead; a known form; once per key; an open case`, async () => {
    const id = caseOf('alumno7', 'EN_ATENCION');
    const at = (offset: number) => new Date(now() + offset).toISOString();
    expect((await assign(id, { fecha: at(0) })).json().errors).toEqual({ fecha: [t.pastDate] });
    expect((await assign(id, { fecha: at(60_000) })).statusCode).toBe(200);
    expect((await assign(id, { fecha: at(MAX_DAYS_AHEAD * DAY) })).statusCode).toBe(200);
    expect((await assign(id, { fecha: at(MAX_DAYS_AHEAD * DAY + 1) })).json().errors).toEqual({
      fecha: [t.farDate],
    });
    expect((await assign(id, { idPlantilla: 999 })).json().errors).toEqual({
      idPlantilla: [t.unknownTemplate],
    });
    const payload = { claveIdempotencia: nextKey() };
    const first = (await assign(id, payload)).json().results as Caso;
    const again = (await assign(id, payload)).json().results as Caso;
    expect(again.acciones).toHaveLength(first.acciones.length);
    expect((await assign(caseOf('alumno7', 'CERRADO'))).statusCode).toBe(409);
    expect((await assign(id, {}, 'alumno7')).statusCode).toBe(403);
  });
});
