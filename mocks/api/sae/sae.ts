import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import { saeTexts } from './texts.ts';
import {
  ACTION_OWNER_SQL,
  ACTION_SQL,
  ACTIONS_SQL,
  ALERT_CASES_SQL,
  CONFIRM_SQL,
  PROCEDURE_CASES_SQL,
  PUBLIC_NOTES_SQL,
  TUTORING_CASES_SQL,
} from './sae.sql.ts';

type Schemas = components['schemas'];
type Caso = Schemas['CasoSae'];
type Estado = Caso['estado'];
type ActionRow = Omit<Schemas['AccionSae'], 'fecha' | 'realizadaEn'> & {
  fecha: number;
  realizadaEn: number | null;
};

interface NoteRow {
  caseId: number;
  fecha: number;
  autor: string;
  texto: string;
}
interface TutoringRow {
  idCaso: number;
  motivo: string;
  responsable: string;
  estado: Estado;
  abiertoEn: number;
}
interface ProcedureRow {
  idCaso: number;
  motivo: string;
  status: string;
  abiertoEn: number;
}
interface AlertRow {
  idCaso: number;
  reason: string;
  curso: string;
  status: string;
  abiertoEn: number;
}

const iso = (at: number) => new Date(at).toISOString();
const toAccion = ({ fecha, realizadaEn, ...row }: ActionRow): Schemas['AccionSae'] => ({
  ...row,
  fecha: iso(fecha),
  realizadaEn: realizadaEn === null ? null : iso(realizadaEn),
});

// A teacher's alert's states, as the states of a case.
const ALERT_STATES: Record<string, Estado> = {
  REGISTRADA: 'ABIERTO',
  EN_ATENCION: 'EN_ATENCION',
  ATENDIDA: 'CERRADO',
};

/**
 * The procedures whose requests the tutoring area follows up (issue 39): leaving the period, the
 * programme or a unit, and asking for tutoring.
 */
export const FOLLOW_UP_PROCEDURES = ['RETIROPL', 'RETIROPG', 'RETIROUD', 'GEN009'];

// A request's states, as the states of a case: decided, it is closed.
const REQUEST_STATES: Record<string, Estado> = {
  REGISTRADO: 'ABIERTO',
  EN_REVISION: 'EN_ATENCION',
  OBSERVADO: 'EN_ATENCION',
  APROBADO: 'CERRADO',
  RECHAZADO: 'CERRADO',
};

function groupByCase<Row extends { caseId: number }, Item>(rows: Row[], map: (row: Row) => Item) {
  const byCase = new Map<number, Item[]>();
  for (const row of rows) byCase.set(row.caseId, [...(byCase.get(row.caseId) ?? []), map(row)]);
  return byCase;
}

function casesOf(context: HandlerContext): Caso[] {
  const { db } = context.services;
  const studentId = signedIn(context).idu;
  const actions = groupByCase(
    queryAll<ActionRow & { caseId: number }>(db, ACTIONS_SQL, { studentId }),
    ({ caseId: _, ...row }) => toAccion(row),
  );
  const notes = groupByCase(
    queryAll<NoteRow>(db, PUBLIC_NOTES_SQL, { studentId }),
    ({ fecha, autor, texto }): Schemas['NotaSae'] => ({ fecha: iso(fecha), autor, texto }),
  );
  const tutoring = queryAll<TutoringRow>(db, TUTORING_CASES_SQL, { studentId }).map(
    (row): Caso & { opened: number } => ({
      ...row,
      origen: 'TUTORIA',
      curso: null,
      abiertoEn: iso(row.abiertoEn),
      acciones: actions.get(row.idCaso) ?? [],
      notas: notes.get(row.idCaso) ?? [],
      opened: row.abiertoEn,
    }),
  );
  const alerts = queryAll<AlertRow>(db, ALERT_CASES_SQL, { studentId }).map(
    (row): Caso & { opened: number } => ({
      origen: 'ALERTA_DOCENTE',
      idCaso: row.idCaso,
      motivo: saeTexts.alertReasons[row.reason] ?? saeTexts.alertReasons.OTRO!,
      curso: row.curso,
      responsable: saeTexts.tutoring,
      estado: ALERT_STATES[row.status] ?? 'ABIERTO',
      abiertoEn: iso(row.abiertoEn),
      acciones: [],
      notas: [],
      opened: row.abiertoEn,
    }),
  );
  const procedures = queryAll<ProcedureRow>(db, PROCEDURE_CASES_SQL, {
    studentId,
    codes: JSON.stringify(FOLLOW_UP_PROCEDURES),
  }).map((row): Caso & { opened: number } => ({
    origen: 'TRAMITE',
    idCaso: row.idCaso,
    motivo: row.motivo,
    curso: null,
    responsable: saeTexts.tutoring,
    estado: REQUEST_STATES[row.status] ?? 'ABIERTO',
    abiertoEn: iso(row.abiertoEn),
    acciones: [],
    notas: [],
    opened: row.abiertoEn,
  }));
  // Open cases first, the newest of each group first.
  return [...tutoring, ...alerts, ...procedures]
    .sort(
      (a, b) =>
        Number(a.estado === 'CERRADO') - Number(b.estado === 'CERRADO') || b.opened - a.opened,
    )
    .map(({ opened: _, ...caso }) => caso);
}

function confirm(context: HandlerContext<{ idAccion: number }>) {
  const { db, clock } = context.services;
  const id = context.params.idAccion;
  const action = queryOne<{ studentId: number; kind: string; state: string }>(
    db,
    ACTION_OWNER_SQL,
    { id },
  );
  if (!action) throw notFound();
  if (action.studentId !== signedIn(context).idu) throw forbidden();
  if (action.kind !== 'ENTREVISTA') {
    throw new ApiError(400, 'Not an interview', saeTexts.notAnInterview);
  }
  if (
    action.state !== 'PENDIENTE' ||
    db.prepare(CONFIRM_SQL).run({ id, now: clock() }).changes === 0
  ) {
    throw new ApiError(400, 'Not pending', saeTexts.notPending);
  }
  return ok(toAccion(queryOneOrThrow<ActionRow>(db, ACTION_SQL, { id })), saeTexts.confirmed);
}

export const saeHandlers = {
  listarCasosSae: (context) => ok(casesOf(context)),
  confirmarAsistenciaSae: confirm,
} satisfies Partial<ServiceHandlers<operations>>;
