import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { ok } from '../respond.ts';
import { saeTexts } from './texts.ts';
import { caseRow, dateAhead, openCase, toCaso } from './saeAdmin.ts';
import { INSERT_NOTE_SQL } from './saeAdmin.sql.ts';
import * as sql from './saeGestion.sql.ts';

// The SAE staff's hand on a case's life (issue 39; openapi/main/saeAdmin.yaml): they open one for
// a student they find by name, attach a form to it, and close it with a public note. Each tells
// the student, with a link to where the case (or the form) is on /estudiantes/sae/*.

type Schemas = components['schemas'];
const t = saeTexts;

// Where the student finds a tutoring case: its card carries this anchor (src/features/sae).
const caseAnchor = (id: number) => `#caso-TUTORIA-${id}`;

const longDate = (at: number) =>
  new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' }).format(at);

function open(context: HandlerContext<unknown, unknown, Schemas['AbrirCasoSaeRequest']>) {
  const { db, clock } = context.services;
  const tutorId = signedIn(context).idu;
  const { claveIdempotencia: key, idAlumno, motivo } = context.body;
  const before = queryOne<{ id: number }>(db, sql.CASE_BY_KEY_SQL, { tutorId, key });
  if (before) return ok(toCaso(db, caseRow(db, before.id)), t.opened);
  if (!queryOne(db, sql.IS_STUDENT_SQL, { id: idAlumno })) {
    throw badRequest({ idAlumno: [t.notAStudent] });
  }
  const id = inTransaction(db, () => {
    const { id } = queryOneOrThrow<{ id: number }>(db, sql.INSERT_CASE_SQL, {
      studentId: idAlumno,
      tutorId,
      motivo,
      now: clock(),
      key,
    });
    notify(context.services, idAlumno, {
      type: 'ADMINISTRATIVO',
      subtype: 'SAE_CASO',
      title: t.openNotice.title,
      description: motivo,
      linkName: t.openNotice.linkName,
      link: `/estudiantes/sae/dashboard${caseAnchor(id)}`,
      icon: 'tramite',
    });
    return id;
  });
  return ok(toCaso(db, caseRow(db, id)), t.opened);
}

function close(context: HandlerContext<{ id: number }, unknown, Schemas['CerrarCasoSaeRequest']>) {
  const { db, clock } = context.services;
  const { id } = context.params;
  const { nota } = context.body;
  const row = inTransaction(db, () => {
    const before = caseRow(db, id);
    const now = clock();
    if (db.prepare(sql.CLOSE_SQL).run({ id, now }).changes === 0) {
      throw new ApiError(409, 'Case closed', t.alreadyClosed);
    }
    db.prepare(INSERT_NOTE_SQL).run({
      id,
      authorId: signedIn(context).idu,
      texto: nota,
      publica: 1,
      now,
      key: null,
    });
    notify(context.services, before.idAlumno, {
      type: 'ADMINISTRATIVO',
      subtype: 'SAE_CIERRE',
      title: t.closeNotice.title,
      description: nota,
      linkName: t.closeNotice.linkName,
      link: `/estudiantes/sae/historial${caseAnchor(id)}`,
      icon: 'tramite',
    });
    return caseRow(db, id);
  });
  return ok(toCaso(db, row), t.closed);
}

function assignForm(
  context: HandlerContext<{ id: number }, unknown, Schemas['AsignarFormularioSaeRequest']>,
) {
  const { db, clock } = context.services;
  const { id } = context.params;
  const { claveIdempotencia: key, idPlantilla, fecha } = context.body;
  if (queryOne(db, sql.FORM_BY_KEY_SQL, { id, key })) {
    return ok(toCaso(db, caseRow(db, id)), t.formAssigned);
  }
  const at = dateAhead(fecha, clock());
  const template = queryOne<{ title: string }>(db, sql.TEMPLATE_SQL, { id: idPlantilla });
  if (!template) throw badRequest({ idPlantilla: [t.unknownTemplate] });
  const row = inTransaction(db, () => {
    const before = openCase(db, id);
    const { id: idAccion } = queryOneOrThrow<{ id: number }>(db, sql.INSERT_FORM_SQL, {
      id,
      title: template.title,
      fecha: at,
      templateId: idPlantilla,
      key,
    });
    notify(context.services, before.idAlumno, {
      type: 'ADMINISTRATIVO',
      subtype: 'SAE_FORMULARIO',
      title: t.formNotice.title,
      description: t.formNotice.description(template.title, longDate(at)),
      linkName: t.formNotice.linkName,
      link: `/estudiantes/sae/pendientes?formulario=${idAccion}`,
      icon: 'tramite',
    });
    return caseRow(db, id);
  });
  return ok(toCaso(db, row), t.formAssigned);
}

export const saeGestionHandlers = {
  buscarAlumnosSae: ({ services, query }) =>
    ok(queryAll<Schemas['AlumnoSae']>(services.db, sql.STUDENTS_SQL, { q: query.q })),
  listarPlantillasFormularioSae: ({ services }) =>
    ok(queryAll<Schemas['PlantillaFormularioSae']>(services.db, sql.TEMPLATES_SQL)),
  abrirCasoSae: open,
  cerrarCasoSae: close,
  asignarFormularioSae: assignForm,
} satisfies Partial<ServiceHandlers<operations>>;
