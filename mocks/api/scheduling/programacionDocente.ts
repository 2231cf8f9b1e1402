import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryFlag, queryOne, queryOneOrThrow, queryPage } from '../../db/query.ts';
import { writeAudit } from '../admin/audit.ts';
import { bit, createCrudHandlers, iso } from '../admin/crud.ts';
import { filterText } from '../admin/simpleRest.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { limaDay } from '../limaDay.ts';
import { ok } from '../respond.ts';
import {
  conflictsOf,
  coversAll,
  freeKey,
  hoursOf,
  nearWindows,
  weeklyHours,
  type BusySlot,
  type Slot,
} from './rules.ts';
import { texts } from '../texts.ts';
import { teacherSchedulingTexts } from './texts.ts';
import { NEXT_PERIOD_SQL } from './docenteProgramacion.sql.ts';
import {
  ALL_FREE_SQL,
  ALL_LOAD_SQL,
  APPLICANTS_SQL,
  APPROVE_SQL,
  ASSIGN_SQL,
  BUSY_SQL,
  CANDIDATES_SQL,
  NEAR_BUSY_SQL,
  FREE_SQL,
  PROCESS_EXISTS_SQL,
  PROGRAMME_HOURS_SQL,
  PROCESS_SORTABLE,
  PUBLISH_COUNTS_SQL,
  PUBLISH_SQL,
  PUBLISHED_AT_SQL,
  REJECT_SQL,
  REPORT_HEADER_SQL,
  SECTION_CONTEXT_SQL,
  SECTION_EXISTS_SQL,
  SECTION_SQL,
  SLOTS_SQL,
  createProcessSql,
  TEACHER_LOAD_SQL,
  TEACHER_SQL,
  UNSTAFFED_SQL,
  processSql,
  sectionPageSql,
} from './programacionDocente.sql.ts';

type Schemas = components['schemas'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operation types its own context
type Context = HandlerContext<any, any, any>;
const t = teacherSchedulingTexts;

const processes = createCrudHandlers<
  Schemas['ProcesoProgramacionCambios'],
  Schemas['ProcesoProgramacion']
>({
  resource: 'programacionDocente',
  sortable: PROCESS_SORTABLE,
  where: (filter) => ({ q: filterText(filter.q) }),
  sql: processSql,
  fromRow: (row) =>
    ({
      ...row,
      programas: JSON.parse(String(row.programas)) as string[],
      exigeDisponibilidad: row.exigeDisponibilidad === 1,
      publicadoEn: row.publicadoEn === null ? null : iso(row.publicadoEn),
    }) as Schemas['ProcesoProgramacion'],
  values: (body) => ({
    fechaApertura: body.fechaApertura,
    fechaCierre: body.fechaCierre,
    maxHorasSemanales: body.maxHorasSemanales,
    minDescansoMinutos: body.minDescansoMinutos,
    exigeDisponibilidad: bit(body.exigeDisponibilidad),
  }),
  check: (_db, values) =>
    String(values.fechaCierre) < String(values.fechaApertura)
      ? { fechaCierre: [t.closesBeforeOpening] }
      : null,
});

type SectionRow = Omit<Schemas['SeccionProceso'], 'horarios' | 'horasSemanales'> & {
  horarios: string;
};

const asSection = (row: SectionRow): Schemas['SeccionProceso'] => {
  const horarios = JSON.parse(row.horarios) as Schemas['HorarioCurso'][];
  return { ...row, horarios, horasSemanales: weeklyHours(horarios) };
};

function readSection(db: DatabaseSync, idSeccion: number) {
  const row = queryOne<SectionRow>(db, SECTION_SQL, { idSeccion });
  if (!row) throw notFound();
  return asSection(row);
}

interface SectionContext {
  sectionId: number;
  teacherId: number | null;
  state: Schemas['EstadoAsignacion'];
  version: number;
  courseId: number;
  groupCode: string;
  course: string;
  periodId: number;
  period: string;
  periodStarts: string;
  campusId: number;
  brandId: number;
  opensOn: string;
  closesOn: string;
  maxHorasSemanales: number;
  minDescansoMinutos: number;
  exigeDisponibilidad: number;
}

function sectionContext(db: DatabaseSync, sectionId: number) {
  const section = queryOne<SectionContext>(db, SECTION_CONTEXT_SQL, { sectionId });
  if (!section) throw notFound();
  return section;
}

/** What assigning the section to the teacher would break, blocking or not. */
function teacherConflicts(db: DatabaseSync, section: SectionContext, teacherId: number) {
  const slots = queryAll<Slot>(db, SLOTS_SQL, { sectionId: section.sectionId });
  const busy = queryAll<BusySlot>(db, BUSY_SQL, {
    periodId: section.periodId,
    sectionId: section.sectionId,
    teacherId,
  });
  const free = new Set(
    queryAll<{ dia: number; hora: string }>(db, FREE_SQL, {
      teacherId,
      periodId: section.periodId,
    }).map((row) => freeKey(row.dia, row.hora)),
  );
  const rules = { ...section, exigeDisponibilidad: section.exigeDisponibilidad === 1 };
  return { slots, busy, free, conflicts: conflictsOf(slots, busy, free, rules) };
}

/** The first blocking conflict as the 400 users read, all of them under `idDocente`. */
function refuseOnConflict(
  db: DatabaseSync,
  section: SectionContext,
  teacher: { id: number; name: string },
  refusal: (teacher: string, reason: string) => string,
) {
  const blocking = teacherConflicts(db, section, teacher.id).conflicts.filter(
    (conflict) => conflict.bloqueante,
  );
  if (blocking.length > 0) {
    throw new ApiError(400, 'Scheduling conflict', refusal(teacher.name, blocking[0]!.mensaje), {
      errors: { idDocente: blocking.map((conflict) => conflict.mensaje) },
    });
  }
}

/** Rows by their teacher. */
function groupBy<Row extends { teacherId: number }>(rows: readonly Row[]) {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.teacherId);
    if (group) group.push(row);
    else groups.set(row.teacherId, [row]);
  }
  return groups;
}

const concurrentChange = () => new ApiError(409, 'Stale version', t.concurrent);

function checkVersion(section: SectionContext, version: number) {
  if (section.version !== version) throw concurrentChange();
}

function audit(context: Context, resource: string, id: number, before: unknown, after: unknown) {
  writeAudit(context.services.db, {
    userId: signedIn(context).idu,
    resource,
    recordId: id,
    action: 'update',
    before,
    after,
    at: context.services.clock(),
  });
}

interface Teacher {
  id: number;
  username: string;
  name: string;
  email: string | null;
}

function campusTeacher(db: DatabaseSync, section: SectionContext, teacherId: number) {
  const teacher = queryOne<Teacher>(db, TEACHER_SQL, { teacherId, brandId: section.brandId });
  if (!teacher) throw badRequest({ idDocente: [t.notTeacher] });
  return teacher;
}

/** ASSIGN to a teacher new to the section, UPDATE when it changed hands (spec §4). */
function mailTeacher(context: Context, teacher: Teacher, section: SectionContext, code: string) {
  if (!teacher.email) return;
  const subject = code === 'ASSIGN' ? t.mailAssign : t.mailUpdate;
  context.services.sendMail({
    to: teacher.email,
    usuario: teacher.username,
    subject: subject(section.course, section.groupCode, section.period),
    code,
    createdAt: new Date(context.services.clock()).toISOString(),
  });
}

const byName = new Intl.Collator('es').compare;

/** Those who can take the section first, then by score, then by name. */
function rank(candidates: Schemas['CandidatoSeccion'][]) {
  const blocked = new Set(
    candidates.filter((item) => item.conflictos.some((conflict) => conflict.bloqueante)),
  );
  const blocks = (candidate: Schemas['CandidatoSeccion']) => (blocked.has(candidate) ? 1 : 0);
  return candidates.sort(
    (a, b) => blocks(a) - blocks(b) || b.puntaje - a.puntaje || byName(a.nombre, b.nombre),
  );
}

/**
 * A new process for the next period (issue 40): on a campus of the caller's brand without one,
 * covering the campus's uncovered sections of the chosen programmes; a retry under the same key
 * (from anyone of the brand: the process is the brand's) answers the process it created.
 */
function createProcess(context: Context) {
  const { services } = context;
  const { db } = services;
  const body = context.body as Schemas['ProcesoProgramacionNuevo'];
  const caller = signedIn(context);
  const readProcess = (id: number) => processes.one({ ...context, params: { id } });
  const key = body.claveIdempotencia;
  const done = queryOne<{ id: number }>(db, createProcessSql.byKey, {
    key,
    brandId: caller.brandId,
  });
  if (done) return readProcess(done.id);
  const period = queryOne<{ id: number }>(db, NEXT_PERIOD_SQL);
  if (!period) throw notFound();
  const programas = JSON.stringify(body.programas);
  const brand = { brandId: caller.brandId };
  if (!queryOne(db, createProcessSql.campus, { idSede: body.idSede, ...brand })) {
    throw badRequest({ idSede: [t.foreignCampus] });
  }
  if (queryFlag(db, createProcessSql.taken, { periodId: period.id, idSede: body.idSede })) {
    throw badRequest({ idSede: [t.campusTaken] });
  }
  if (
    queryOneOrThrow<{ n: number }>(db, createProcessSql.foreignProgrammes, { programas, ...brand })
      .n > 0
  ) {
    throw badRequest({ programas: [t.foreignProgramme] });
  }
  if (body.fechaCierre < body.fechaApertura) {
    throw badRequest({ fechaCierre: [t.closesBeforeOpening] });
  }
  const id = inTransaction(db, () => {
    const created = Number(
      db.prepare(createProcessSql.insert).run({
        periodId: period.id,
        idSede: body.idSede,
        fechaApertura: body.fechaApertura,
        fechaCierre: body.fechaCierre,
        maxHorasSemanales: body.maxHorasSemanales,
        minDescansoMinutos: body.minDescansoMinutos,
        exigeDisponibilidad: bit(body.exigeDisponibilidad),
        userId: caller.idu,
        key,
      }).lastInsertRowid,
    );
    db.prepare(createProcessSql.programmes).run({ id: created, programas });
    db.prepare(createProcessSql.sections).run({
      id: created,
      periodId: period.id,
      idSede: body.idSede,
      programas,
    });
    return created;
  });
  const after = readProcess(id);
  writeAudit(db, {
    userId: caller.idu,
    resource: 'programacionDocente',
    recordId: id,
    action: 'create',
    before: null,
    after,
    at: services.clock(),
  });
  return after;
}

export const programacionDocenteHandlers = {
  listarProcesosProgramacion: processes.list,
  crearProcesoProgramacion: createProcess,
  obtenerProcesoProgramacion: processes.one,
  actualizarProcesoProgramacion: processes.update,

  listarSeccionesProceso: ({ params, query, services }) => {
    if (!queryFlag(services.db, PROCESS_EXISTS_SQL, { idProceso: params.idProceso })) {
      throw notFound();
    }
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 10;
    const busqueda = query.busqueda?.trim() || null;
    const { rows, total } = queryPage<SectionRow>(
      services.db,
      sectionPageSql,
      { idProceso: params.idProceso, estado: query.estado ?? null, busqueda },
      pagina,
      tamanoPagina,
    );
    return ok({ total, pagina, tamanoPagina, secciones: rows.map(asSection) });
  },

  obtenerSeccionProceso: ({ params, services }) => ok(readSection(services.db, params.idSeccion)),

  listarCandidatosSeccion: ({ params, query, services }) => {
    const { db } = services;
    const section = sectionContext(db, params.idSeccion);
    const rules = { ...section, exigeDisponibilidad: section.exigeDisponibilidad === 1 };
    const slots = queryAll<Slot>(db, SLOTS_SQL, { sectionId: section.sectionId });
    // A brand may have thousands of teachers: their weeks are read at once, each teacher's
    // total hours summed by the database and, of their classes, only those near the section's.
    const where = { periodId: section.periodId, sectionId: section.sectionId };
    const minutesOf = new Map(
      queryAll<{ teacherId: number; minutes: number }>(db, ALL_LOAD_SQL, where).map((row) => [
        row.teacherId,
        row.minutes,
      ]),
    );
    const windows = JSON.stringify(nearWindows(slots, section.minDescansoMinutos));
    const nearOf = groupBy(
      queryAll<BusySlot & { teacherId: number }>(db, NEAR_BUSY_SQL, { ...where, windows }),
    );
    const freeOf = groupBy(
      queryAll<{ teacherId: number; dia: number; hora: string }>(db, ALL_FREE_SQL, {
        periodId: section.periodId,
      }),
    );
    const candidates = queryAll<{
      idDocente: number;
      nombre: string;
      vecesDictado: number;
      nivelDesarrollo: string | null;
      nivel: number;
      capacitaciones: number;
    }>(db, CANDIDATES_SQL, {
      courseId: section.courseId,
      periodStarts: section.periodStarts,
      brandId: section.brandId,
    }).map(({ nivel, ...candidate }) => {
      const free = new Set(
        (freeOf.get(candidate.idDocente) ?? []).map((row) => freeKey(row.dia, row.hora)),
      );
      const cubreDisponibilidad = coversAll(slots, free);
      const horasAsignadas = hoursOf(minutesOf.get(candidate.idDocente) ?? 0);
      const near = nearOf.get(candidate.idDocente) ?? [];
      const puntaje =
        (candidate.vecesDictado > 0 ? 40 : 0) +
        5 * nivel +
        2 * Math.min(candidate.capacitaciones, 5) +
        (cubreDisponibilidad ? 25 : 0) -
        horasAsignadas;
      return {
        ...candidate,
        puntaje: Math.round(puntaje * 100) / 100,
        cubreDisponibilidad,
        horasAsignadas,
        conflictos: conflictsOf(slots, near, free, rules, horasAsignadas),
      };
    });
    // Everyone is ranked (the order needs every score and conflict) but only the asked page is
    // answered: serialising a brand's thousands of teachers was most of the call's time.
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 20;
    const start = (pagina - 1) * tamanoPagina;
    return ok({
      total: candidates.length,
      pagina,
      tamanoPagina,
      candidatos: rank(candidates).slice(start, start + tamanoPagina),
    });
  },

  asignarSeccionProceso: (context) => {
    const { params, body, services } = context;
    const { db } = services;
    return inTransaction(db, () => {
      const section = sectionContext(db, params.idSeccion);
      checkVersion(section, body.version);
      const today = limaDay(services.clock());
      if (today < section.opensOn || today > section.closesOn) {
        throw new ApiError(400, 'Process closed', t.closed);
      }
      const teacher = campusTeacher(db, section, body.idDocente);
      refuseOnConflict(db, section, teacher, t.refused);
      const before = readSection(db, section.sectionId);
      const { changes } = db.prepare(ASSIGN_SQL).run({
        teacherId: teacher.id,
        sectionId: section.sectionId,
        version: body.version,
      });
      if (Number(changes) === 0) throw concurrentChange();
      const after = readSection(db, section.sectionId);
      audit(context, 'programacionDocente.asignacion', section.sectionId, before, after);
      if (section.teacherId !== teacher.id) {
        mailTeacher(context, teacher, section, section.teacherId === null ? 'ASSIGN' : 'UPDATE');
      }
      return ok(after, t.assigned);
    });
  },

  aprobarSeccionProceso: (context) => {
    const { params, body, services } = context;
    const { db } = services;
    return inTransaction(db, () => {
      const section = sectionContext(db, params.idSeccion);
      checkVersion(section, body.version);
      if (section.state !== 'PROPUESTA' || section.teacherId === null) {
        throw new ApiError(400, 'Not proposed', t.notProposed);
      }
      const teacher = queryOneOrThrow<Teacher>(db, TEACHER_SQL, {
        teacherId: section.teacherId,
        brandId: section.brandId,
      });
      refuseOnConflict(db, section, teacher, t.refusedApproval);
      const before = readSection(db, section.sectionId);
      db.prepare(APPROVE_SQL).run({ sectionId: section.sectionId, version: body.version });
      const after = readSection(db, section.sectionId);
      audit(context, 'programacionDocente.aprobacion', section.sectionId, before, after);
      return ok(after, t.approved);
    });
  },

  rechazarSeccionProceso: (context) => {
    const { params, body, services } = context;
    const { db } = services;
    const motivo = body.motivo.trim();
    if (motivo.length < 5) throw badRequest({ motivo: [texts.validation.minLength(5)] });
    return inTransaction(db, () => {
      const section = sectionContext(db, params.idSeccion);
      checkVersion(section, body.version);
      if (section.state !== 'PROPUESTA') throw new ApiError(400, 'Not proposed', t.notProposed);
      const before = readSection(db, section.sectionId);
      db.prepare(REJECT_SQL).run({ sectionId: section.sectionId, version: body.version, motivo });
      const after = readSection(db, section.sectionId);
      audit(context, 'programacionDocente.aprobacion', section.sectionId, before, after);
      return ok(after, t.rejected);
    });
  },

  listarPostulantesSeccion: ({ params, services }) => {
    const sectionId = params.idSeccion;
    if (!queryFlag(services.db, SECTION_EXISTS_SQL, { sectionId })) throw notFound();
    return ok(queryAll<Schemas['PostulanteSeccion']>(services.db, APPLICANTS_SQL, { sectionId }));
  },

  publicarProcesoProgramacion: (context) => {
    const { params, services } = context;
    const { db } = services;
    const idProceso = params.idProceso;
    return inTransaction(db, () => {
      if (!queryFlag(db, PROCESS_EXISTS_SQL, { idProceso })) throw notFound();
      db.prepare(PUBLISH_SQL).run({ idProceso });
      db.prepare(PUBLISHED_AT_SQL).run({ idProceso, now: services.clock() });
      const counts = queryOneOrThrow<{ publicadas: number; sinDocente: number }>(
        db,
        PUBLISH_COUNTS_SQL,
        { idProceso },
      );
      audit(context, 'programacionDocente.publicacion', idProceso, null, counts);
      return ok(counts, t.published(counts.publicadas));
    });
  },

  obtenerReporteProgramacion: ({ params, services }) => {
    const { db } = services;
    const idProceso = params.idProceso;
    const header = queryOne<{ periodo: string; sede: string; maxHorasSemanales: number }>(
      db,
      REPORT_HEADER_SQL,
      { idProceso },
    );
    if (!header) throw notFound();
    type Report = Schemas['ReporteProgramacionResponse']['results'];
    return ok({
      ...header,
      cargaDocentes: queryAll<Report['cargaDocentes'][number]>(db, TEACHER_LOAD_SQL, { idProceso }),
      seccionesSinDocente: queryAll<Report['seccionesSinDocente'][number]>(db, UNSTAFFED_SQL, {
        idProceso,
      }),
      horasPorPrograma: queryAll<Report['horasPorPrograma'][number]>(db, PROGRAMME_HOURS_SQL, {
        idProceso,
      }),
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
