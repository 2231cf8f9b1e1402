// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { teacherSchedulingTexts } from './texts.ts';

type Schemas = components['schemas'];
type Seccion = Schemas['SeccionProceso'];

const demo = useTestApiWithDatabase({ seed: { students: 40 } });
const t = teacherSchedulingTexts;

const call = async (
  usuario: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) => {
  const response = await demo.api.call(usuario, { method, url: `/api/main${url}`, payload });
  return { status: response.statusCode, body: response.json() };
};
const row = <Row>(sql: string, ...params: (string | number)[]) =>
  demo.db.prepare(sql).get(...params) as Row;
const rows = <Row>(sql: string, ...params: (string | number)[]) =>
  demo.db.prepare(sql).all(...params) as Row[];
const userId = (username: string) =>
  row<{ id: number }>('SELECT id FROM users WHERE username = ?', username).id;
const fullName = (username: string) =>
  row<{ name: string }>(
    "SELECT first_name || ' ' || paternal_surname || ' ' || maternal_surname AS name FROM users WHERE username = ?",
    username,
  ).name;

const section = async (idSeccion: number) =>
  (await call('colaborador', 'GET', `/programaciondocente/seccion/${idSeccion}`)).body
    .results as Seccion;
const assign = async (idSeccion: number, idDocente: number, usuario = 'colaborador') =>
  call(usuario, 'PUT', `/programaciondocente/seccion/${idSeccion}/asignar`, {
    idDocente,
    version: (await section(idSeccion)).version,
  });
/** The whole ranking of a section, when the brand's teachers fit one page of the largest size. */
const candidatesOf = async (idSeccion: number) => {
  const { body } = await call(
    'colaborador',
    'GET',
    `/programaciondocente/seccion/${idSeccion}/candidatos?tamanoPagina=100`,
  );
  expect(body.results.total).toBeLessThanOrEqual(100);
  return body.results.candidatos as Schemas['CandidatoSeccion'][];
};
const setRules = async (changes: Partial<Schemas['ProcesoProgramacionCambios']>) => {
  const current = (await call('colaborador', 'GET', '/admin/programacionDocente/1')).body;
  const response = await call('colaborador', 'PUT', '/admin/programacionDocente/1', {
    fechaApertura: current.fechaApertura,
    fechaCierre: current.fechaCierre,
    maxHorasSemanales: current.maxHorasSemanales,
    minDescansoMinutos: current.minDescansoMinutos,
    exigeDisponibilidad: current.exigeDisponibilidad,
    version: current.version,
    ...changes,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

/** Unassigned sections of process 1 with their Monday-to-Friday slots, by id. */
const unassigned = () =>
  rows<{ id: number; course: string; grp: string; slots: string }>(
    `SELECT s.id, c.name AS course, s.group_code AS grp,
        (SELECT group_concat(weekday || ' ' || start_time || '-' || end_time, ',')
          FROM section_timetable WHERE section_id = s.id) AS slots
      FROM scheduling_assignments a JOIN sections s ON s.id = a.section_id
      JOIN courses c ON c.id = s.course_id
      WHERE a.process_id = 1 AND a.state = 'SIN_ASIGNAR' ORDER BY s.id`,
  );

describe('the processes (configuracion)', () => {
  it('lists the next period processes with their counts, and saves the rules with their version', async () => {
    const list = await demo.api.call('colaborador', { url: '/api/main/admin/programacionDocente' });
    expect(list.statusCode).toBe(200);
    const [first] = list.json() as Schemas['ProcesoProgramacion'][];
    const counts = row<{ n: number }>(
      'SELECT count(*) AS n FROM scheduling_assignments WHERE process_id = 1',
    );
    expect(first).toMatchObject({
      id: 1,
      periodo: '2027-I',
      totalSecciones: counts.n,
      propuestas: 3,
    });
    expect(first!.sinAsignar + first!.propuestas + first!.aprobadas).toBe(counts.n);
    expect(first!.programas).toHaveLength(2);

    const closesEarly = await call('colaborador', 'PUT', '/admin/programacionDocente/1', {
      fechaApertura: first!.fechaApertura,
      fechaCierre: '2020-01-01',
      maxHorasSemanales: 20,
      minDescansoMinutos: 0,
      exigeDisponibilidad: false,
      version: first!.version,
    });
    expect(closesEarly.status).toBe(400);
    expect(closesEarly.body.errors).toEqual({ fechaCierre: [t.closesBeforeOpening] });
    const stale = await call('colaborador', 'PUT', '/admin/programacionDocente/1', {
      fechaApertura: first!.fechaApertura,
      fechaCierre: first!.fechaCierre,
      maxHorasSemanales: 20,
      minDescansoMinutos: 0,
      exigeDisponibilidad: false,
      version: first!.version + 1,
    });
    expect(stale.status).toBe(409);
  });

  it('pages the sections of a process and filters them by state', async () => {
    const total = row<{ n: number }>(
      'SELECT count(*) AS n FROM scheduling_assignments WHERE process_id = 1',
    ).n;
    const first = await call(
      'colaborador',
      'GET',
      '/programaciondocente/proceso/1/secciones?tamanoPagina=10',
    );
    const second = await call(
      'superadmin',
      'GET',
      '/programaciondocente/proceso/1/secciones?pagina=2&tamanoPagina=10',
    );
    expect(first.body.results.total).toBe(total);
    expect(first.body.results.secciones).toHaveLength(10);
    const ids = [...first.body.results.secciones, ...second.body.results.secciones].map(
      (item: Seccion) => item.idSeccion,
    );
    expect(new Set(ids).size).toBe(20);
    const proposed = await call(
      'colaborador',
      'GET',
      '/programaciondocente/proceso/1/secciones?estado=PROPUESTA',
    );
    expect(proposed.body.results.total).toBe(3);
    expect(
      (await call('colaborador', 'GET', '/programaciondocente/proceso/999/secciones')).status,
    ).toBe(404);
  });
});

describe('creating a process', () => {
  const brandOf = (username: string) =>
    row<{ brandId: number }>('SELECT brand_id AS brandId FROM users WHERE username = ?', username)
      .brandId;
  const free = () =>
    row<{ id: number }>(
      `SELECT c.id FROM campuses c WHERE c.brand_id = ? AND c.id NOT IN
        (SELECT campus_id FROM scheduling_processes) ORDER BY c.id`,
      brandOf('colaborador'),
    ).id;
  const programmes = (own: boolean) =>
    rows<{ id: number }>(
      `SELECT id FROM programmes WHERE brand_id ${own ? '=' : '<>'} ? ORDER BY id LIMIT 2`,
      brandOf('colaborador'),
    ).map((item) => item.id);
  const create = (changes: object = {}, usuario = 'colaborador') =>
    call(usuario, 'POST', '/admin/programacionDocente', {
      claveIdempotencia: 'proceso-nuevo-1',
      idSede: free(),
      programas: programmes(true),
      fechaApertura: '2026-12-01',
      fechaCierre: '2026-12-01',
      maxHorasSemanales: 60,
      minDescansoMinutos: 120,
      exigeDisponibilidad: true,
      ...changes,
    });

  it('refuses each rule one step past its limit', async () => {
    const refused = async (changes: object, field: string, message?: string) => {
      const answer = await create(changes);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toContain(field);
      if (message) expect(answer.body.errors[field]).toEqual([message]);
    };
    await refused({ maxHorasSemanales: 61 }, 'maxHorasSemanales');
    await refused({ maxHorasSemanales: 0 }, 'maxHorasSemanales');
    await refused({ minDescansoMinutos: 121 }, 'minDescansoMinutos');
    await refused({ programas: [] }, 'programas');
    await refused({ claveIdempotencia: 'corta12' }, 'claveIdempotencia');
    await refused({ fechaCierre: '2026-11-30' }, 'fechaCierre', t.closesBeforeOpening);
    await refused({ programas: programmes(false) }, 'programas', t.foreignProgramme);
    const foreign = row<{ id: number }>(
      'SELECT id FROM campuses WHERE brand_id <> ? ORDER BY id',
      brandOf('colaborador'),
    ).id;
    await refused({ idSede: foreign }, 'idSede', t.foreignCampus);
    await refused({ idSede: 1 }, 'idSede', t.campusTaken);
  });

  it('creates the next period process at the limits, once per key, audited; 403 without PROGDOCADM', async () => {
    expect((await create({}, 'psicologo')).status).toBe(403);
    const idSede = free();
    const created = await create();
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      maxHorasSemanales: 60,
      minDescansoMinutos: 120,
      exigeDisponibilidad: true,
      fechaApertura: '2026-12-01',
      fechaCierre: '2026-12-01',
      version: 1,
      programas: expect.any(Array),
    });
    expect(created.body.programas).toHaveLength(programmes(true).length);
    const stored = row<{ periodId: number; campusId: number }>(
      'SELECT period_id AS periodId, campus_id AS campusId FROM scheduling_processes WHERE id = ?',
      created.body.id,
    );
    expect(stored.campusId).toBe(idSede);
    expect(stored.periodId).toBe(
      row<{ id: number }>('SELECT period_id AS id FROM scheduling_processes WHERE id = 1').id,
    );
    // The campus's sections of the period and programmes that no process covers are its own.
    const covered = row<{ n: number }>(
      `SELECT count(*) AS n FROM sections s JOIN courses c ON c.id = s.course_id
        WHERE s.period_id = ? AND s.campus_id = ? AND c.programme_id IN (${programmes(true).join(',')})`,
      stored.periodId,
      idSede,
    ).n;
    expect(created.body.totalSecciones).toBe(covered);
    // The key answers within the brand: another coordinator's retry gets the same process.
    const retry = await call('superadmin', 'POST', '/admin/programacionDocente', {
      claveIdempotencia: 'proceso-nuevo-1',
      idSede,
      programas: programmes(true),
      fechaApertura: '2026-12-01',
      fechaCierre: '2026-12-01',
      maxHorasSemanales: 60,
      minDescansoMinutos: 120,
      exigeDisponibilidad: true,
    });
    expect(retry.body.id).toBe(created.body.id);
    expect(
      row<{ n: number }>(
        "SELECT count(*) AS n FROM audit_log WHERE resource = 'programacionDocente' AND action = 'create'",
      ).n,
    ).toBe(1);
  });
});

describe('assigning a section', () => {
  it('ranks the candidates: those without a blocking conflict first, best score first', async () => {
    const [free] = unassigned();
    const candidates = await candidatesOf(free!.id);
    expect(candidates.length).toBeGreaterThanOrEqual(4);
    const blocks = candidates.map((item) => item.conflictos.some((c) => c.bloqueante));
    expect(blocks).toEqual([...blocks].sort((a, b) => Number(a) - Number(b)));
    const open = candidates.filter((_, index) => !blocks[index]);
    expect(open.map((item) => item.puntaje)).toEqual(
      [...open.map((item) => item.puntaje)].sort((a, b) => b - a),
    );
  });

  it("answers one page of the ranking: the first is the ranking's top, the total is every teacher of the brand", async () => {
    const [free] = unassigned();
    const url = `/programaciondocente/seccion/${free!.id}/candidatos`;
    const ranking = await candidatesOf(free!.id);
    const teachers = row<{ n: number }>(
      "SELECT count(*) AS n FROM users WHERE tip = 2 AND brand_id = (SELECT brand_id FROM users WHERE username = 'colaborador')",
    ).n;
    expect(ranking).toHaveLength(teachers);
    const first = (await call('colaborador', 'GET', url)).body.results;
    expect(first).toMatchObject({ total: teachers, pagina: 1, tamanoPagina: 20 });
    expect(first.candidatos).toEqual(ranking.slice(0, 20));
    const third = (await call('colaborador', 'GET', `${url}?pagina=3&tamanoPagina=2`)).body.results;
    expect(third.candidatos).toEqual(ranking.slice(4, 6));
    const page = (query: string) => call('colaborador', 'GET', `${url}?${query}`);
    expect((await page('tamanoPagina=1')).body.results.candidatos).toEqual(ranking.slice(0, 1));
    expect((await page('tamanoPagina=0')).status).toBe(400);
    expect((await page('tamanoPagina=100')).body.results.candidatos).toHaveLength(
      Math.min(100, teachers),
    );
    expect((await page('tamanoPagina=101')).status).toBe(400);
    expect((await page('pagina=0')).status).toBe(400);
    expect((await page('pagina=10000')).body.results).toMatchObject({
      total: teachers,
      candidatos: [],
    });
    expect((await page('pagina=10001')).status).toBe(400);
  });

  it('proposes the teacher, mails them ASSIGN, audits it; refuses an overlapping second section with the reason', async () => {
    const docente = userId('docente');
    const [groupA, groupB] = unassigned().filter((item) => item.course === unassigned()[0]!.course);
    expect(groupA!.slots).toBe(groupB!.slots);
    const done = await assign(groupA!.id, docente);
    expect(done.status).toBe(200);
    expect(done.body.messagePublic).toBe(t.assigned);
    expect(done.body.results).toMatchObject({
      estado: 'PROPUESTA',
      idDocente: docente,
      docente: fullName('docente'),
    });
    expect(demo.api.lastCode('docente')).toBe('ASSIGN');
    expect(
      row<{ n: number }>(
        "SELECT count(*) AS n FROM audit_log WHERE resource = 'programacionDocente.asignacion' AND record_id = ?",
        String(groupA!.id),
      ).n,
    ).toBe(1);

    const before = await section(groupB!.id);
    const refused = await assign(groupB!.id, docente);
    expect(refused.status).toBe(400);
    expect(refused.body.messagePublic).toMatch(
      new RegExp(`^No se puede asignar a ${fullName('docente')}: Se cruza con `),
    );
    expect(await section(groupB!.id)).toEqual(before);
  });

  it('lets one of two coordinators win a concurrent assignment; the other gets a 409', async () => {
    const [free] = unassigned();
    const { version } = await section(free!.id);
    const first = await call(
      'colaborador',
      'PUT',
      `/programaciondocente/seccion/${free!.id}/asignar`,
      {
        idDocente: userId('docente.nuevo'),
        version,
      },
    );
    const second = await call(
      'superadmin',
      'PUT',
      `/programaciondocente/seccion/${free!.id}/asignar`,
      {
        idDocente: userId('docente.nuevo'),
        version,
      },
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.messagePublic).toBe(t.concurrent);
  });

  it('mails UPDATE to the new teacher when a section changes hands', async () => {
    const proposed = rows<{ id: number; teacher: number }>(
      "SELECT section_id AS id, teacher_id AS teacher FROM scheduling_assignments WHERE process_id = 1 AND state = 'PROPUESTA' ORDER BY section_id",
    );
    const daniela = userId('daniela.palomino1012');
    const target = proposed.find((item) => ![daniela, userId('docente')].includes(item.teacher))!;
    await setRules({ maxHorasSemanales: 60 });
    const moved = await assign(target.id, daniela);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(demo.api.lastCode('daniela.palomino1012')).toBe('UPDATE');
  });

  it('allows exactly the weekly maximum and refuses one hour over', async () => {
    const luz = userId('luz.vargas1006');
    const held = row<{ hours: number }>(
      `SELECT coalesce(sum((strftime('%s', '2000-01-01 ' || t.end_time) - strftime('%s', '2000-01-01 ' || t.start_time)) / 3600.0), 0) AS hours
        FROM scheduling_assignments a JOIN section_timetable t ON t.section_id = a.section_id
        WHERE a.teacher_id = ? AND a.state IN ('PROPUESTA', 'APROBADA')`,
      luz,
    ).hours;
    const target = unassigned().at(-1)!;
    const luzConflicts = (await candidatesOf(target.id)).find((c) => c.idDocente === luz)!;
    expect(luzConflicts.conflictos.filter((c) => c.tipo === 'CRUCE')).toEqual([]);
    await setRules({ maxHorasSemanales: held + 3 });
    const over = await assign(target.id, luz);
    expect(over.status).toBe(400);
    expect(over.body.messagePublic).toBe(
      t.refused(fullName('luz.vargas1006'), t.weeklyMax(held + 3, held + 4)),
    );
    await setRules({ maxHorasSemanales: held + 4 });
    expect((await assign(target.id, luz)).status).toBe(200);
  });

  it('keeps the minimum rest between two classes of a day: back to back allowed at 0, refused at 15', async () => {
    const pair = row<{ first: number; next: number } | undefined>(
      `SELECT a.section_id AS first, b.section_id AS next
        FROM scheduling_assignments a JOIN section_timetable ta ON ta.section_id = a.section_id
        JOIN section_timetable tb ON tb.weekday = ta.weekday AND tb.start_time = ta.end_time
        JOIN scheduling_assignments b ON b.section_id = tb.section_id
        WHERE a.process_id = 1 AND b.process_id = 1 AND a.state = 'SIN_ASIGNAR' AND b.state = 'SIN_ASIGNAR'
        ORDER BY a.section_id LIMIT 1`,
    );
    expect(pair).toBeDefined();
    const nuevo = userId('docente.nuevo');
    await setRules({ maxHorasSemanales: 60, minDescansoMinutos: 15 });
    const first = await assign(pair!.first, nuevo);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const refused = await assign(pair!.next, nuevo);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.idDocente[0]).toMatch(/^Tendría menos de 15 minutos de descanso/);
    await setRules({ minDescansoMinutos: 0 });
    expect((await assign(pair!.next, nuevo)).status).toBe(200);
  });

  it('refuses a teacher of another brand and a process outside its dates', async () => {
    const [free] = unassigned();
    const stranger = row<{ id: number }>(
      "SELECT id FROM users WHERE tip = 2 AND brand_id <> (SELECT brand_id FROM users WHERE username = 'docente') LIMIT 1",
    ).id;
    const other = await assign(free!.id, stranger);
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ idDocente: [t.notTeacher] });
    await setRules({ fechaApertura: '2020-01-01', fechaCierre: '2020-01-02' });
    const closed = await assign(free!.id, userId('docente'));
    expect(closed.status).toBe(400);
    expect(closed.body.messagePublic).toBe(t.closed);
    await setRules({ fechaApertura: '2020-01-01', fechaCierre: '2030-12-31' });
    expect(
      (await call('colaborador', 'GET', '/programaciondocente/seccion/1/candidatos')).status,
    ).toBe(404);
  });
});

describe('approving and publishing', () => {
  const proposals = () =>
    rows<{ id: number; teacher: number; version: number }>(
      "SELECT section_id AS id, teacher_id AS teacher, version FROM scheduling_assignments WHERE process_id = 1 AND state = 'PROPUESTA' ORDER BY section_id",
    );

  it('refuses an approval the data no longer allows, approves after, and rejects with a reason', async () => {
    const [first, second] = proposals();
    await setRules({ maxHorasSemanales: 1 });
    const refused = await call(
      'superadmin',
      'POST',
      `/programaciondocente/seccion/${first!.id}/aprobar`,
      {
        version: first!.version,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.messagePublic).toMatch(
      /^No se puede aprobar a .*: Superaría el máximo de 1 horas/,
    );
    await setRules({ maxHorasSemanales: 60 });
    const approved = await call(
      'superadmin',
      'POST',
      `/programaciondocente/seccion/${first!.id}/aprobar`,
      {
        version: first!.version,
      },
    );
    expect(approved.body.results.estado).toBe('APROBADA');
    const again = await call(
      'superadmin',
      'POST',
      `/programaciondocente/seccion/${first!.id}/aprobar`,
      {
        version: approved.body.results.version,
      },
    );
    expect(again.body.messagePublic).toBe(t.notProposed);

    const blank = await call(
      'superadmin',
      'POST',
      `/programaciondocente/seccion/${second!.id}/rechazar`,
      {
        version: second!.version,
        motivo: '  Mal   ',
      },
    );
    expect(blank.status).toBe(400);
    const rejected = await call(
      'superadmin',
      'POST',
      `/programaciondocente/seccion/${second!.id}/rechazar`,
      {
        version: second!.version,
        motivo: '  El docente dictará en otra sede ese día. ',
      },
    );
    expect(rejected.body.results).toMatchObject({
      estado: 'SIN_ASIGNAR',
      idDocente: null,
      motivoRechazo: 'El docente dictará en otra sede ese día.',
    });
  });

  it('lists the applicants of a section, first first', async () => {
    const applied = row<{ id: number }>(
      'SELECT section_id AS id FROM scheduling_applications LIMIT 1',
    ).id;
    const { body } = await call(
      'superadmin',
      'GET',
      `/programaciondocente/seccion/${applied}/postulantes`,
    );
    const dates = (body.results as Schemas['PostulanteSeccion'][]).map(
      (item) => item.fechaPostulacion,
    );
    expect(dates).toHaveLength(2);
    expect(dates).toEqual([...dates].sort());
  });

  it("publishes the approved sections to the teachers' programming", async () => {
    const mine = rows<{ id: number; version: number }>(
      "SELECT section_id AS id, version FROM scheduling_assignments WHERE teacher_id = ? AND state IN ('PROPUESTA', 'APROBADA')",
      userId('docente'),
    );
    expect(mine.length).toBeGreaterThan(0);
    for (const item of mine) {
      await call('superadmin', 'POST', `/programaciondocente/seccion/${item.id}/aprobar`, {
        version: item.version,
      });
    }
    const before = await call('docente', 'GET', '/docente/programacion/obtener');
    expect(before.body.results.proximoPeriodo).toBeNull();
    const published = await call('superadmin', 'POST', '/programaciondocente/proceso/1/publicar');
    const approved = row<{ n: number }>(
      "SELECT count(*) AS n FROM scheduling_assignments WHERE process_id = 1 AND state = 'APROBADA'",
    ).n;
    expect(published.body.results.publicadas).toBe(approved);
    expect(published.body.messagePublic).toBe(t.published(approved));
    const after = await call('docente', 'GET', '/docente/programacion/obtener');
    expect(after.body.results.proximoPeriodo.codigoPeriodo).toBe('2027-I');
    expect(
      after.body.results.proximoPeriodo.secciones.map(
        (item: { idSeccion: number }) => item.idSeccion,
      ),
    ).toEqual(expect.arrayContaining(mine.map((item) => item.id)));
  });
});

describe('the report (reporteria)', () => {
  const hoursOf = `(SELECT coalesce(sum((strftime('%s', '2000-01-01 ' || t.end_time)
      - strftime('%s', '2000-01-01 ' || t.start_time)) / 3600.0), 0)
    FROM section_timetable t WHERE t.section_id = a.section_id)`;

  it("gives each figure as the process's rows have it", async () => {
    const { status, body } = await call(
      'colaborador',
      'GET',
      '/programaciondocente/proceso/1/reporte',
    );
    expect(status).toBe(200);
    const report = body.results as Schemas['ReporteProgramacionResponse']['results'];
    const load = rows<{ idDocente: number; secciones: number; horas: number }>(
      `SELECT a.teacher_id AS idDocente, count(*) AS secciones, sum(${hoursOf}) AS horas
        FROM scheduling_assignments a
        WHERE a.process_id = 1 AND a.state IN ('PROPUESTA', 'APROBADA')
        GROUP BY a.teacher_id`,
    );
    expect(
      report.cargaDocentes.map(({ idDocente, secciones, horas }) => ({
        idDocente,
        secciones,
        horas,
      })),
    ).toEqual(expect.arrayContaining(load));
    expect(report.cargaDocentes).toHaveLength(load.length);
    const unstaffed = rows<{ id: number }>(
      "SELECT section_id AS id FROM scheduling_assignments WHERE process_id = 1 AND state = 'SIN_ASIGNAR'",
    ).map((item) => item.id);
    expect(report.seccionesSinDocente.map((item) => item.idSeccion).sort()).toEqual(
      unstaffed.sort(),
    );
    const byProgramme = rows<{ secciones: number; horas: number }>(
      `SELECT count(*) AS secciones, sum(${hoursOf}) AS horas FROM scheduling_assignments a
        JOIN sections s ON s.id = a.section_id JOIN courses c ON c.id = s.course_id
        WHERE a.process_id = 1 GROUP BY c.programme_id ORDER BY c.programme_id`,
    );
    expect(report.horasPorPrograma.map(({ secciones, horas }) => ({ secciones, horas }))).toEqual(
      expect.arrayContaining(byProgramme),
    );
    expect(
      (await call('superadmin', 'GET', '/programaciondocente/proceso/999/reporte')).status,
    ).toBe(404);
  });
});
