// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { courseTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: { students: 40 } });
});
afterAll(() => api.app.close());

const MAIN = '/api/main';
const DAY = 86_400_000;
const ALUMNO = 1001;

interface Course {
  idSeccion: number;
  nombre: string;
  nombreProducto: string;
  idProducto: number;
  codigoModulo: string;
  esDual: boolean;
  esMoodle: boolean;
  showMoodle: boolean;
  moodleURL: string | null;
  isAutonomous: boolean;
  isElective: boolean;
  isExtension: boolean;
  lastDateToInscription: string | null;
  horarios: unknown[];
  electiveData: { title: string; chosen: boolean; list: unknown[] } | null;
}
interface Nota {
  idNota: number;
  score: string | null;
  state: number | null;
  stateGraphic: number | null;
  esEvaluacionSustitutoria: boolean;
}

const get = async (usuario: string, url: string, query?: Record<string, string>) => {
  const response = await api.call(usuario, { url: `${MAIN}${url}`, query });
  return { status: response.statusCode, body: response.json() };
};
const post = async (usuario: string, url: string, payload: object) => {
  const response = await api.call(usuario, { method: 'POST', url: `${MAIN}${url}`, payload });
  return { status: response.statusCode, body: response.json() };
};
const coursesOf = async (usuario: string, idu: number) =>
  (await get(usuario, `/cursos/${idu}/listar`)).body.results as Course[];
const detailOf = async (usuario: string, idSeccion: number) =>
  (await get(usuario, `/cursos/seccion/${idSeccion}/detalle`)).body.results as {
    curso: Course;
    docente: { nombre: string } | null;
    notas: Nota[];
  };

/** A generated student (alumno1 …) with their user id, from the superadmin's user list. */
async function student(usuario: string): Promise<{ usuario: string; idu: number }> {
  const response = await api.call('superadmin', {
    url: `${MAIN}/admin/usuarios`,
    query: { filter: JSON.stringify({ q: usuario }) },
  });
  const row = (response.json() as Array<{ id: number; usuario: string }>).find(
    (user) => user.usuario === usuario,
  );
  return { usuario, idu: row!.id };
}

describe('listarCursosAlumno', () => {
  it('lists both programmes, the autonomous unit first, with dual, Moodle and unit marks', async () => {
    const courses = await coursesOf('alumno', ALUMNO);
    expect(courses[0]).toMatchObject({
      nombre: 'Unidad Didáctica de Aprendizaje Autónomo',
      isAutonomous: true,
    });
    expect(new Set(courses.map((course) => course.nombreProducto))).toEqual(
      new Set(['Desarrollo de Software', 'OFIMÁTICA EMPRESARIAL']),
    );
    // Courses across two modules of the career (a retake of cycle II), and the extension's '00'.
    expect(new Set(courses.map((course) => course.codigoModulo))).toEqual(
      new Set(['CII', 'CIII', '00']),
    );
    expect(courses.some((course) => course.esDual)).toBe(true);
    expect(courses.find((course) => course.isElective)?.electiveData).toMatchObject({
      chosen: false,
      title: 'Electivo de Especialidad',
    });
    for (const course of courses) {
      expect(course.moodleURL !== null).toBe(course.esMoodle && course.showMoodle);
      expect(course.isExtension).toBe(course.nombreProducto === 'OFIMÁTICA EMPRESARIAL');
    }
    expect(
      courses.filter((course) => !course.isAutonomous).every((c) => c.horarios.length > 0),
    ).toBe(true);
  });

  it("refuses another student's list", async () => {
    expect((await get('alumno', `/cursos/${ALUMNO + 1}/listar`)).status).toBe(403);
  });
});

describe('obtenerCursoAlumno', () => {
  it('shows the teacher and the scores in plan order, decimals and NSP in the dual course', async () => {
    const dual = (await coursesOf('alumno', ALUMNO)).find((course) => course.esDual)!;
    const { docente, notas } = await detailOf('alumno', dual.idSeccion);
    expect(docente?.nombre).toBeTruthy();
    expect(notas.map((nota) => nota.score)).toContain('NSP');
    expect(notas.some((nota) => /^\d{1,2}\.\d{2}$/.test(nota.score ?? ''))).toBe(true);
    const nsp = notas.find((nota) => nota.score === 'NSP')!;
    expect(nsp.stateGraphic).toBe(3);
    expect(notas.at(-1)).toMatchObject({ score: null, state: null, stateGraphic: null });
  });

  it('gives the demo student a score in each review state, and one substitute', async () => {
    const states = new Set<number | null>();
    let substitutes = 0;
    for (const course of await coursesOf('alumno', ALUMNO)) {
      for (const nota of (await detailOf('alumno', course.idSeccion)).notas) {
        states.add(nota.state);
        if (nota.esEvaluacionSustitutoria) substitutes += 1;
      }
    }
    expect([1, 2, 3, 4].every((state) => states.has(state))).toBe(true);
    expect(substitutes).toBe(1);
  });

  it("answers 403 for another student's section and 404 for none", async () => {
    const other = await student('alumno1');
    const theirs = (await coursesOf(other.usuario, other.idu))[0]!.idSeccion;
    const mine = new Set((await coursesOf('alumno', ALUMNO)).map((course) => course.idSeccion));
    const foreign = mine.has(theirs)
      ? (await coursesOf(other.usuario, other.idu)).find((c) => !mine.has(c.idSeccion))!.idSeccion
      : theirs;
    expect((await get('alumno', `/cursos/seccion/${foreign}/detalle`)).status).toBe(403);
    expect((await get('alumno', `/cursos/resumen/${foreign}/obtener`)).status).toBe(403);
    expect((await get('alumno', '/cursos/seccion/999999/detalle')).status).toBe(404);
  });
});

describe('solicitarRevisionNota', () => {
  it('moves a score in state 4 to 1 once; a second request, or one in another state, is refused', async () => {
    const courses = await coursesOf('alumno', ALUMNO);
    let target: { idSeccion: number; nota: Nota } | undefined;
    let reviewed: { idSeccion: number; nota: Nota } | undefined;
    for (const course of courses.filter((c) => !c.isAutonomous)) {
      for (const nota of (await detailOf('alumno', course.idSeccion)).notas) {
        if (nota.state === 4 && !target) target = { idSeccion: course.idSeccion, nota };
        if (nota.state === 2 && !reviewed) reviewed = { idSeccion: course.idSeccion, nota };
      }
    }
    const request = { idSeccion: target!.idSeccion, idNota: target!.nota.idNota };
    const first = await post('alumno', '/cursos/revision/solicitar', request);
    expect(first.status).toBe(200);
    expect(first.body.results.state).toBe(1);
    expect(first.body.messagePublic).toBe(courseTexts.reviewRequested);
    const again = await post('alumno', '/cursos/revision/solicitar', request);
    expect(again.status).toBe(400);
    expect(again.body.messagePublic).toBe(courseTexts.reviewNotAvailable);
    const settled = await post('alumno', '/cursos/revision/solicitar', {
      idSeccion: reviewed!.idSeccion,
      idNota: reviewed!.nota.idNota,
    });
    expect(settled.status).toBe(400);
    const detail = await detailOf('alumno', target!.idSeccion);
    expect(detail.notas.find((nota) => nota.idNota === target!.nota.idNota)?.state).toBe(1);
  });

  it("refuses another student's score (403), an ungraded one and the autonomous unit (400)", async () => {
    const other = await student('alumno2');
    const theirs = (await coursesOf(other.usuario, other.idu)).find((c) => !c.isAutonomous)!;
    const theirScore = (await detailOf(other.usuario, theirs.idSeccion)).notas[0]!;
    const mine = (await coursesOf('alumno', ALUMNO)).find((c) => !c.isAutonomous && !c.esDual)!;
    const foreign = await post('alumno', '/cursos/revision/solicitar', {
      idSeccion: mine.idSeccion,
      idNota: theirScore.idNota,
    });
    expect(foreign.status).toBe(403);

    const ungraded = (await detailOf('alumno', mine.idSeccion)).notas.at(-1)!;
    const early = await post('alumno', '/cursos/revision/solicitar', {
      idSeccion: mine.idSeccion,
      idNota: ungraded.idNota,
    });
    expect(early.status).toBe(400);
    expect(early.body.messagePublic).toBe(courseTexts.reviewNotAvailable);

    const unit = (await coursesOf('alumno', ALUMNO)).find((c) => c.isAutonomous)!;
    const unitScore = (await detailOf('alumno', unit.idSeccion)).notas[0]!;
    expect(unitScore.state).toBeNull();
    const autonomous = await post('alumno', '/cursos/revision/solicitar', {
      idSeccion: unit.idSeccion,
      idNota: unitScore.idNota,
    });
    expect(autonomous.status).toBe(400);
    expect(autonomous.body.messagePublic).toBe(courseTexts.reviewAutonomous);
  });
});

describe('electives and the autonomous unit', () => {
  it('chooses once among the course options, then shows the choice and answers the survey once', async () => {
    const [usuario, idu] = ['alumno', ALUMNO];
    const unit = (await coursesOf(usuario, idu)).find((course) => course.isAutonomous)!;
    const listed = await get(usuario, '/cursos/electivo/alumno/listar', {
      idSection: String(unit.idSeccion),
    });
    const options = listed.body.results.electiveCourses as Array<{
      electiveId: number;
      imageUrl: string;
    }>;
    expect(options).toHaveLength(3);
    // A path on the service's base, as the contract says: the client puts the base in front.
    const picture = await api.call(null, { url: `${MAIN}${options[0]!.imageUrl}` });
    expect(picture.headers['content-type']).toBe('image/png');

    const early = await post(usuario, '/cursos/autonomo/responderencuesta', {
      idSeccion: unit.idSeccion,
      respuestaInterna: 'grin',
    });
    expect(early.body.messagePublic).toBe(courseTexts.surveyBeforeChoice);

    const foreignOption = await post(usuario, '/cursos/electivo/alumno/elegir', {
      idSeccion: unit.idSeccion,
      electiveId: 1, // an option of the first career's elective, not of this unit
    });
    expect(foreignOption.status).toBe(400);
    expect(foreignOption.body.messagePublic).toBe(courseTexts.unknownOption);

    const chosen = await post(usuario, '/cursos/electivo/alumno/elegir', {
      idSeccion: unit.idSeccion,
      electiveId: options[1]!.electiveId,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.results.electedElective.electiveId).toBe(options[1]!.electiveId);
    expect(chosen.body.results.electiveCourses).toEqual([]);
    const twice = await post(usuario, '/cursos/electivo/alumno/elegir', {
      idSeccion: unit.idSeccion,
      electiveId: options[0]!.electiveId,
    });
    expect(twice.body.messagePublic).toBe(courseTexts.alreadyChosen);

    const course = (await coursesOf(usuario, idu)).find((c) => c.idSeccion === unit.idSeccion)!;
    expect(course.electiveData).toMatchObject({ chosen: true, list: [expect.anything()] });

    const answered = await post(usuario, '/cursos/autonomo/responderencuesta', {
      idSeccion: unit.idSeccion,
      respuestaInterna: 'relaxed',
      comentario: 'Muy útil.',
    });
    expect(answered.status).toBe(200);
    const again = await post(usuario, '/cursos/autonomo/responderencuesta', {
      idSeccion: unit.idSeccion,
      respuestaInterna: 'grin',
    });
    expect(again.body.messagePublic).toBe(courseTexts.surveyAnswered);
  });

  it('answers the survey only for the autonomous unit, and lists the next unit to choose', async () => {
    const courses = await coursesOf('alumno', ALUMNO);
    const regular = courses.find((c) => !c.isAutonomous && !c.isElective)!;
    const wrong = await post('alumno', '/cursos/autonomo/responderencuesta', {
      idSeccion: regular.idSeccion,
      respuestaInterna: 'grin',
    });
    expect(wrong.body.messagePublic).toBe(courseTexts.surveyOnlyAutonomous);
    const notUnit = await get('alumno', '/cursos/electivo/alumno/listar', {
      idSection: String(regular.idSeccion),
    });
    expect(notUnit.body.messagePublic).toBe(courseTexts.notAUnit);

    const next = await get('alumno', '/cursos/electivo/alumno/listar');
    expect(next.status).toBe(200);
    expect([courses[0]!.idSeccion, courses.find((c) => c.isElective)!.idSeccion]).toContain(
      next.body.results.idSeccion,
    );
    const alert = await get('alumno', '/tarea/alerta/electivos/obtener', {
      codeName: 'AlertaElectivos',
    });
    expect(alert.body.results).toMatchObject({ mostrar: true });
  });

  it("refuses someone else's task, and a section of another student", async () => {
    const task = await get('alumno', '/cursos/electivo/alumno/listar', { idTask: '1' });
    expect(task.status).toBe(403);
    const approved = await get('alumno', '/cursos/aprobado/alerta/consultar', { idTask: '1' });
    expect(approved.status).toBe(403);
    // The same unit at the next campus: a section the demo student holds no seat in.
    const elective = (await coursesOf('alumno', ALUMNO)).find((c) => c.isElective)!;
    const chosen = await post('alumno', '/cursos/electivo/alumno/elegir', {
      idSeccion: elective.idSeccion + 1,
      electiveId: 1,
    });
    expect(chosen.status).toBe(403);
  });

  it('refuses a choice after the deadline, naming the day', async () => {
    // A demo API of its own whose clock moved past every open deadline (three weeks) first.
    const late = await createTestApi({ seed: { students: 0 } });
    try {
      late.advance(22 * DAY);
      const courses = (await late.call('alumno', { url: `${MAIN}/cursos/${ALUMNO}/listar` })).json()
        .results as Course[];
      const elective = courses.find((course) => course.isElective)!;
      const response = await late.call('alumno', {
        method: 'POST',
        url: `${MAIN}/cursos/electivo/alumno/elegir`,
        payload: { idSeccion: elective.idSeccion, electiveId: 1 },
      });
      expect(response.statusCode).toBe(400);
      const [year, month, day] = elective.lastDateToInscription!.split('-');
      expect(response.json().messagePublic).toBe(
        `El plazo para elegir venció el ${day}/${month}/${year}.`,
      );
    } finally {
      await late.app.close();
    }
  });
});

describe('the academic record', () => {
  it('measures the curricular progress by module, counting the retake as in progress', async () => {
    const { body } = await get('alumno', '/cursos/avance-curricular');
    const career = body.results[0];
    expect(career).toMatchObject({
      nombreProducto: 'Desarrollo de Software',
      codigoModuloActual: 'CIII',
      isExtension: false,
    });
    const byName = new Map(
      career.modulos.flatMap((module: { cursos: Array<{ nombre: string }> }) =>
        module.cursos.map((course) => [course.nombre, course]),
      ),
    );
    expect(byName.get('Base de Datos I')).toMatchObject({ estado: 'EN_CURSO' });
    expect(byName.get('Comunicación Efectiva')).toMatchObject({ estado: 'APROBADO', nota: '14' });
    expect(byName.get('Arquitectura de Computadoras')).toMatchObject({
      estado: 'APROBADO',
      nota: '15',
    });
    expect(byName.get('Computación en la Nube')).toMatchObject({ estado: 'PENDIENTE' });
    expect(career.creditos.total).toBe(
      career.creditos.aprobados + career.creditos.enCurso + career.creditos.pendientes,
    );
    expect(career.porcentaje).toBe(
      Math.round((career.creditos.aprobados / career.creditos.total) * 100),
    );
    expect(body.results[1]).toMatchObject({ isExtension: true, codigoModuloActual: '00' });
  });

  it('groups the grade history by period, most recent first, with credit-weighted averages', async () => {
    const { body } = await get('alumno', '/cursos/historial-notas/1/listar');
    const periods = body.results.periodos as Array<{
      codigoPeriodo: string;
      promedio: number;
      cursos: Array<{ nombre: string; nota: string; aprobado: boolean }>;
    }>;
    expect(periods.map((period) => period.codigoPeriodo)).toEqual(['2026-I', '2025-II', '2025-I']);
    const first = periods.at(-1)!;
    expect(first.cursos.find((c) => c.nombre === 'Arquitectura de Computadoras')).toMatchObject({
      nota: 'NSP',
      aprobado: false,
    });
    const grades = first.cursos.map((c) => (c.nota === 'NSP' ? 0 : Number(c.nota)));
    expect(first.promedio).toBe(
      Math.round((grades.reduce((a, b) => a + b, 0) / grades.length) * 100) / 100,
    );
    expect((await get('alumno', '/cursos/historial-notas/2/listar')).status).toBe(403);
  });

  it('lists every finished attempt, and congratulates the last period passed courses', async () => {
    const finished = (await get('alumno', '/cursos/finalizados')).body.results as Array<{
      nombre: string;
      codigoPeriodo: string;
    }>;
    expect(
      finished.filter((course) => course.nombre === 'Arquitectura de Computadoras'),
    ).toHaveLength(2);
    const alert = (await get('alumno', '/cursos/aprobado/alerta/consultar')).body.results;
    expect(alert).toMatchObject({ mostrar: true, codigoPeriodo: '2026-I' });
  });

  it('serves the course summary and the option pictures', async () => {
    const course = (await coursesOf('alumno', ALUMNO)).find((c) => !c.isAutonomous)!;
    const summary = (await get('alumno', `/cursos/resumen/${course.idSeccion}/obtener`)).body
      .results;
    expect(summary.sumilla).toContain(course.nombre);
    expect(summary.evaluaciones.length).toBeGreaterThan(0);
    const picture = await api.call(null, { url: `${MAIN}/cursos/electivo/opcion/1/imagen` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(
      (await api.call(null, { url: `${MAIN}/cursos/electivo/opcion/99999/imagen` })).statusCode,
    ).toBe(404);
  });

  it('lists the platform courses of the caller’s own brand only', async () => {
    const own = await post('alumno', '/listar-cursos-asincronicos/', { cod_marca: 'HZT' });
    expect(own.status).toBe(200);
    expect(own.body.results.length).toBeGreaterThan(0);
    expect(
      (await post('alumno', '/listar-cursos-asincronicos/', { cod_marca: 'CMB' })).status,
    ).toBe(403);
  });
});

describe('roles', () => {
  it.each(['docente', 'colaborador', 'superadmin'])('keeps %s out', async (usuario) => {
    expect((await get(usuario, '/cursos/avance-curricular')).status).toBe(403);
    expect((await get(usuario, '/cursos/finalizados')).status).toBe(403);
  });
});
