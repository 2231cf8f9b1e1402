import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryFlag, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { filterText, orderBy, readListQuery, setContentRange } from '../admin/simpleRest.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest, notFound, type FieldErrors } from '../errors.ts';
import { PURPOSES } from '../files/fileRules.ts';
import { notify } from '../notifications/notify.ts';
import { ok } from '../respond.ts';
import { scholarshipTexts } from './texts.ts';
import { APPLICATIONS_SQL } from './becas.sql.ts';
import { toSolicitud, type ApplicationRow } from './becas.ts';
import * as sql from './becaSocioeconomica.sql.ts';

// The socioeconomic scholarship (issue 39; openapi/main/becaSocioeconomica.yaml): a form saved
// step by step for the current period, submitted once, and the staff's decision, whose grant
// becomes a discount on the student's unpaid fees of the period.

type Schemas = components['schemas'];
type Ficha = Schemas['FichaBecaSocioeconomica'];
const t = scholarshipTexts;
const RULE = PURPOSES.DOCUMENTO_BECA;

interface FormRow {
  formId: number;
  integrantes: number | null;
  dependientes: number | null;
  sostenHogar: Schemas['HogarBeca']['sostenHogar'] | null;
  ingresoMensual: number | null;
  aportantes: number | null;
  tenencia: Schemas['ViviendaBeca']['tenencia'] | null;
  habitaciones: number | null;
  applicationId: number | null;
  incomeFileId: number | null;
  incomeName: string | null;
  incomeExtension: string | null;
  incomeSize: number | null;
  utilityFileId: number | null;
  utilityName: string | null;
  utilityExtension: string | null;
  utilitySize: number | null;
}

interface StaffRow extends FormRow {
  id: number;
  idAlumno: number;
  alumno: string;
  usuario: string;
  codigo: string;
  periodId: number;
  periodo: string;
  estado: Schemas['BecaSocioeconomica']['estado'];
  solicitadaEn: number;
  porcentaje: number | null;
  motivoRechazo: string | null;
  evaluadoEn: number | null;
  evaluadoPor: string | null;
}

interface Period {
  id: number;
  code: string;
}

const file = (
  id: number | null,
  nombre: string | null,
  extension: string | null,
  size: number | null,
) =>
  id === null ? null : { idArchivo: id, nombre: nombre!, extension: extension!, tamano: size! };

const documentsOf = (row: FormRow | undefined): Schemas['DocumentoBeca'][] => [
  {
    tipo: 'SUSTENTO_INGRESOS',
    nombre: t.documents.SUSTENTO_INGRESOS,
    archivo: row
      ? file(row.incomeFileId, row.incomeName, row.incomeExtension, row.incomeSize)
      : null,
  },
  {
    tipo: 'RECIBO_SERVICIOS',
    nombre: t.documents.RECIBO_SERVICIOS,
    archivo: row
      ? file(row.utilityFileId, row.utilityName, row.utilityExtension, row.utilitySize)
      : null,
  },
];

const householdOf = (row: FormRow | undefined) =>
  row?.integrantes == null
    ? null
    : {
        integrantes: row.integrantes,
        dependientes: row.dependientes!,
        sostenHogar: row.sostenHogar!,
      };

const incomeOf = (row: FormRow | undefined) =>
  row?.ingresoMensual == null
    ? null
    : { ingresoMensual: row.ingresoMensual, aportantes: row.aportantes! };

const housingOf = (row: FormRow | undefined) =>
  row?.tenencia == null ? null : { tenencia: row.tenencia, habitaciones: row.habitaciones! };

const openPeriod = (db: DatabaseSync) => queryOne<Period>(db, sql.OPEN_PERIOD_SQL);

const formOf = (db: DatabaseSync, studentId: number, period: Period) =>
  queryOne<FormRow>(db, sql.FORM_SQL, { studentId, periodId: period.id });

/** The caller's form for the current period, with its application once submitted. */
function ficha(context: HandlerContext, period = openPeriod(context.services.db)): Ficha {
  const { db, clock } = context.services;
  const studentId = signedIn(context).idu;
  const row = period ? formOf(db, studentId, period) : undefined;
  const application = row?.applicationId
    ? queryAll<ApplicationRow>(db, APPLICATIONS_SQL, { studentId }).find(
        (a) => a.idSolicitud === row.applicationId,
      )
    : undefined;
  return {
    periodo: period?.code ?? null,
    enviada: Boolean(row?.applicationId),
    hogar: householdOf(row),
    ingresos: incomeOf(row),
    vivienda: housingOf(row),
    documentos: documentsOf(row),
    formatos: [...RULE.extensions],
    tamanoMaximo: RULE.maxBytes,
    solicitud: application ? toSolicitud(application, clock()) : null,
  };
}

/** What a save would break: a household rule, or a file that is not the caller's document. */
function refusals(
  db: DatabaseSync,
  studentId: number,
  body: Schemas['GuardarBecaSocioeconomicaRequest'],
  saved: FormRow | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  const members = body.hogar?.integrantes ?? saved?.integrantes ?? null;
  const earners = body.ingresos?.aportantes ?? saved?.aportantes ?? null;
  if (body.hogar && body.hogar.dependientes >= body.hogar.integrantes) {
    errors.dependientes = [t.tooManyDependants];
  }
  if (members !== null && earners !== null && earners > members) {
    errors.aportantes = [t.tooManyEarners];
  }
  for (const [tipo, fileId] of Object.entries(body.documentos ?? {})) {
    if (!queryFlag(db, sql.OWN_FILE_SQL, { fileId, studentId })) errors[tipo] = [t.notYourFile];
  }
  return errors;
}

function save(
  context: HandlerContext<unknown, unknown, Schemas['GuardarBecaSocioeconomicaRequest']>,
) {
  const { db, clock } = context.services;
  const studentId = signedIn(context).idu;
  const { body } = context;
  const period = openPeriod(db);
  if (!period) throw badRequest({ periodo: [t.notOffered] }, t.notOffered);
  inTransaction(db, () => {
    const now = clock();
    db.prepare(sql.CREATE_FORM_SQL).run({ studentId, periodId: period.id, now });
    const form = formOf(db, studentId, period)!;
    if (form.applicationId !== null) throw new ApiError(409, 'Submitted', t.alreadySubmitted);
    const errors = refusals(db, studentId, body, form);
    if (Object.keys(errors).length > 0) throw badRequest(errors, Object.values(errors)[0]![0]);
    const id = form.formId;
    if (body.hogar) db.prepare(sql.SAVE_HOUSEHOLD_SQL).run({ ...body.hogar, id, now });
    if (body.ingresos) db.prepare(sql.SAVE_INCOME_SQL).run({ ...body.ingresos, id, now });
    if (body.vivienda) db.prepare(sql.SAVE_HOUSING_SQL).run({ ...body.vivienda, id, now });
    if (body.documentos) {
      db.prepare(sql.SAVE_DOCUMENTS_SQL).run({
        id,
        now,
        income: body.documentos.SUSTENTO_INGRESOS ?? null,
        utility: body.documentos.RECIBO_SERVICIOS ?? null,
      });
    }
  });
  return ok(ficha(context, period), t.saved);
}

/** The steps and documents a form still lacks, by the name the page shows them under. */
function missing(row: FormRow | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (!householdOf(row)) errors.hogar = [t.missingStep];
  if (!incomeOf(row)) errors.ingresos = [t.missingStep];
  if (!housingOf(row)) errors.vivienda = [t.missingStep];
  for (const document of documentsOf(row)) {
    if (!document.archivo) errors[document.tipo] = [t.missingDocument];
  }
  return errors;
}

function submit(
  context: HandlerContext<unknown, unknown, Schemas['EnviarBecaSocioeconomicaRequest']>,
) {
  const { db, clock } = context.services;
  const studentId = signedIn(context).idu;
  const key = context.body.claveIdempotencia;
  // spec: creates take an idempotency key; a retry answers what the first one did.
  if (queryOne(db, sql.SUBMITTED_BY_KEY_SQL, { studentId, key })) {
    return ok(ficha(context), t.submitted);
  }
  const period = openPeriod(db);
  if (!period) throw badRequest({ periodo: [t.notOffered] }, t.notOffered);
  inTransaction(db, () => {
    const form = formOf(db, studentId, period);
    if (queryFlag(db, sql.APPLIED_SQL, { studentId, periodId: period.id })) {
      throw new ApiError(409, 'Already applied', t.alreadyApplied);
    }
    const errors = missing(form);
    if (Object.keys(errors).length > 0) throw badRequest(errors, t.missingStep);
    const now = clock();
    const { id: applicationId } = queryOneOrThrow<{ id: number }>(db, sql.APPLY_SQL, {
      studentId,
      periodId: period.id,
      now,
    });
    db.prepare(sql.LINK_SQL).run({ id: form!.formId, applicationId, key, now });
  });
  return ok(ficha(context, period), t.submitted);
}

const toStaff = (row: StaffRow): Schemas['BecaSocioeconomica'] => ({
  id: row.id,
  idAlumno: row.idAlumno,
  alumno: row.alumno,
  usuario: row.usuario,
  codigo: row.codigo,
  periodo: row.periodo,
  estado: row.estado,
  solicitadaEn: iso(row.solicitadaEn),
  // A submitted form has every step (submit checks it).
  hogar: householdOf(row)!,
  ingresos: incomeOf(row)!,
  vivienda: housingOf(row)!,
  documentos: documentsOf(row),
  porcentaje: row.porcentaje,
  motivoRechazo: row.motivoRechazo,
  evaluadoEn: row.evaluadoEn === null ? null : iso(row.evaluadoEn),
  evaluadoPor: row.evaluadoPor,
});

const staffRow = (db: DatabaseSync, id: number): StaffRow => {
  const row = queryOne<StaffRow>(db, sql.STAFF_ONE_SQL, id);
  if (!row) throw notFound();
  return row;
};

const SORTABLE = Object.keys(sql.SORT_COLUMNS) as (keyof typeof sql.SORT_COLUMNS)[];

function evaluate(
  context: HandlerContext<{ id: number }, unknown, Schemas['EvaluarBecaSocioeconomicaRequest']>,
) {
  const { db, clock } = context.services;
  const { decision, porcentaje, motivo } = context.body;
  const granted = decision === 'OTORGADA';
  if (granted && porcentaje === undefined) throw badRequest({ porcentaje: [t.needsPercent] });
  if (!granted && motivo === undefined) throw badRequest({ motivo: [t.needsReason] });
  const row = inTransaction(db, () => {
    const before = staffRow(db, context.params.id);
    if (before.estado !== 'EN_EVALUACION') throw new ApiError(409, 'Decided', t.notInEvaluation);
    db.prepare(sql.DECIDE_SQL).run({
      id: before.id,
      estado: decision,
      motivo: granted ? null : motivo!,
      porcentaje: granted ? porcentaje! : null,
      deciderId: signedIn(context).idu,
      now: clock(),
    });
    if (granted) {
      db.prepare(sql.DISCOUNT_FEES_SQL).run({
        porcentaje: porcentaje!,
        name: t.feeName,
        periodId: before.periodId,
        studentId: before.idAlumno,
      });
    }
    notify(context.services, before.idAlumno, {
      type: 'ADMINISTRATIVO',
      subtype: 'BECA_EVALUADA',
      title: t.notification.title,
      description: granted
        ? t.notification.granted(porcentaje!, before.periodo)
        : t.notification.rejected(before.periodo, motivo!),
      linkName: t.notification.linkName,
      link: '/estudiantes/servicios/becas',
      icon: 'tramite',
    });
    return staffRow(db, before.id);
  });
  return ok(toStaff(row), granted ? t.granted : t.rejected);
}

export const becaSocioeconomicaHandlers = {
  obtenerBecaSocioeconomica: (context) => ok(ficha(context)),
  guardarBecaSocioeconomica: save,
  enviarBecaSocioeconomica: submit,
  listarBecasSocioeconomicas: ({ query, services, reply }) => {
    const { sort, first, last, filter } = readListQuery(
      { sort: '["solicitadaEn","ASC"]', ...query },
      SORTABLE,
    );
    const where = { q: filterText(filter.q), estado: filterText(filter.estado) };
    const rows = queryAll<StaffRow>(
      services.db,
      sql.staffPageSql(orderBy(sql.SORT_COLUMNS, sort.field, sort.order, 'a.id')),
      { ...where, limit: last - first + 1, offset: first },
    );
    const { total } = queryOneOrThrow<{ total: number }>(services.db, sql.STAFF_COUNT_SQL, where);
    setContentRange(reply, 'becas-socioeconomicas', first, rows.length, total);
    return rows.map(toStaff);
  },
  obtenerBecaSocioeconomicaAdmin: (context) =>
    toStaff(staffRow(context.services.db, context.params.id)),
  evaluarBecaSocioeconomica: evaluate,
} satisfies Partial<ServiceHandlers<operations>>;
