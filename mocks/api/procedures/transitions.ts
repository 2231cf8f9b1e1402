import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import type { DemoServices } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { REQUEST_SQL } from './requests.sql.ts';
import { isFinal, type Estado, type RequestRow } from './requestView.ts';
import { procedureTexts } from './texts.ts';
import {
  INSERT_ATTACHMENT_SQL,
  INSERT_DOCUMENT_SQL,
  INSERT_EVENT_SQL,
  SIGNERS_SQL,
  UPDATE_REQUEST_SQL,
} from './transitions.sql.ts';

export type EventKind =
  | 'REGISTRO'
  | 'OBSERVACION'
  | 'SUBSANACION'
  | 'RESPUESTA'
  | 'APROBACION'
  | 'APROBACION_REVISION'
  | 'RECHAZO'
  | 'REASIGNACION'
  | 'DOCUMENTO_EMITIDO';
type Role = 'SOLICITANTE' | 'ENCARGADO' | 'RESPONSABLE' | 'SISTEMA';

const CATEGORY: Partial<Record<EventKind, 'APR' | 'RAP' | 'REC' | 'OBS'>> = {
  APROBACION: 'APR',
  APROBACION_REVISION: 'RAP',
  RECHAZO: 'REC',
  OBSERVACION: 'OBS',
};

export const staleRequest = () => new ApiError(409, 'Stale version', procedureTexts.stale);
export const closedRequest = () => new ApiError(409, 'Request closed', procedureTexts.closed);

/** Records one event of a request; answers its id. */
export function recordEvent(
  db: DatabaseSync,
  event: {
    requestId: number;
    kind: EventKind;
    from: Estado | null;
    to: Estado;
    comment: string | null;
    authorId: number | null;
    role: Role;
    at: number;
  },
): number {
  const { lastInsertRowid } = db
    .prepare(INSERT_EVENT_SQL)
    .run({ ...event, category: CATEGORY[event.kind] ?? null });
  return Number(lastInsertRowid);
}

/** Files attached with an event: each `{ fileId, requirementId }`, already checked. */
export function attachFiles(
  db: DatabaseSync,
  requestId: number,
  eventId: number,
  stage: 'REGISTRO' | 'SUBSANACION' | 'RESPUESTA',
  files: readonly { fileId: number; requirementId: number | null }[],
) {
  const insert = db.prepare(INSERT_ATTACHMENT_SQL);
  for (const file of files) insert.run({ requestId, eventId, stage, ...file });
}

/** Where the requester reads the request (the notification's link). */
export function requesterLink(row: Pick<RequestRow, 'audience' | 'slug' | 'id'>, final: boolean) {
  if (row.audience === 'DOCENTE') {
    return `/docentes/tramites/detalle/${final ? 'finalizados' : 'pendientes'}/${row.slug}/${row.id}`;
  }
  const area = row.audience === 'EXTENSION' ? 'extension' : 'programa-de-estudios';
  return `/estudiantes/tramites/${area}/${final ? 'finalizados' : 'en-proceso'}/${row.slug}/${row.id}`;
}

/** The admin tray a request sits in (spec §2 /admin/tramites). */
export const trayOf = (row: Pick<RequestRow, 'area' | 'mode'>) =>
  row.area === 'SM-VD'
    ? 'validacion-documentos'
    : row.mode === 'AUTOMATICO'
      ? 'tickets-automaticos'
      : 'tickets-manuales';

/** Where a manager reads an open request: its tray's pending detail. */
export const managerLink = (row: Pick<RequestRow, 'area' | 'mode' | 'slug' | 'id'>) =>
  `/admin/tramites/${trayOf(row)}/detalle/pendientes/${row.slug}/${row.id}`;

/** Where the teacher who must answer a student's request reads it (never a student route). */
export const responderLink = (row: Pick<RequestRow, 'slug' | 'id'>) =>
  requesterLink({ ...row, audience: 'DOCENTE' }, false);

/** Tells the requester what happened to their request (stored, and live when they are online). */
export function notifyRequester(services: DemoServices, row: RequestRow, kind: EventKind) {
  const description =
    kind === 'OBSERVACION'
      ? procedureTexts.notifications.OBSERVACION(row.typeName)
      : kind === 'RECHAZO'
        ? procedureTexts.notifications.RECHAZO(row.typeName)
        : kind === 'APROBACION' || kind === 'APROBACION_REVISION'
          ? procedureTexts.notifications.APROBACION(row.typeName)
          : kind === 'RESPUESTA'
            ? procedureTexts.notifications.RESPUESTA(row.typeName)
            : kind === 'SUBSANACION'
              ? procedureTexts.notifications.SUBSANACION(row.typeName)
              : procedureTexts.notifications.REGISTRO(row.typeName);
  notify(services, row.requesterId, {
    type: 'ADMINISTRATIVO',
    subtype: kind === 'OBSERVACION' ? 'TRAMITE_OBSERVADO' : 'TRAMITES',
    title: kind === 'OBSERVACION' ? 'Tu trámite fue observado' : 'Tu trámite avanzó',
    subtitle: row.typeName,
    description,
    linkName: procedureTexts.linkName,
    link: requesterLink(row, isFinal(row.state)),
    icon: 'tramite',
    idTramite: row.id,
  });
}

/** Tells a responder or a manager that a request waits for them. */
export function notifyHandler(
  services: DemoServices,
  userId: number,
  row: RequestRow,
  as: 'responder' | 'manager',
) {
  notify(services, userId, {
    type: 'ADMINISTRATIVO',
    subtype: 'TRAMITES',
    title: 'Trámite por atender',
    subtitle: row.typeName,
    description:
      as === 'responder'
        ? procedureTexts.notifications.toAnswer(row.typeName)
        : procedureTexts.notifications.assigned(row.typeName),
    linkName: procedureTexts.linkName,
    link: as === 'responder' ? responderLink(row) : managerLink(row),
    icon: 'tramite',
    idTramite: row.id,
  });
}

export interface Change {
  kind: EventKind;
  to: Estado;
  comment: string | null;
  role: Role;
  /** A new manager (reassignment). */
  managerId?: number;
  files?: readonly { fileId: number; requirementId: number | null }[];
  /** Runs inside the transaction after the event, e.g. issuing the document. */
  then?: (db: DatabaseSync, row: RequestRow, at: number) => void;
}

/**
 * Moves a request on: refused when it is final or the caller read an older version (the check
 * and the write are one statement, so two deciders at once cannot both land). Answers the request
 * as it is after the change.
 */
export function transition(
  services: DemoServices,
  caller: Caller,
  id: number,
  version: number,
  change: Change,
): RequestRow {
  const { db } = services;
  const at = services.clock();
  const row = inTransaction(db, () => {
    const before = queryOne<RequestRow>(db, REQUEST_SQL, { id });
    if (!before) throw notFound();
    if (isFinal(before.state)) throw closedRequest();
    const { changes } = db.prepare(UPDATE_REQUEST_SQL).run({
      id,
      version,
      to: change.to,
      at,
      managerId: change.managerId ?? null,
    });
    if (Number(changes) === 0) throw staleRequest();
    const eventId = recordEvent(db, {
      requestId: id,
      kind: change.kind,
      from: before.state,
      to: change.to,
      comment: change.comment,
      authorId: caller.idu,
      role: change.role,
      at,
    });
    if (change.files?.length) {
      attachFiles(
        db,
        id,
        eventId,
        change.kind === 'SUBSANACION' ? 'SUBSANACION' : 'RESPUESTA',
        change.files,
      );
    }
    const after = queryOne<RequestRow>(db, REQUEST_SQL, { id }) as RequestRow;
    change.then?.(db, after, at);
    return after;
  });
  notifyRequester(services, row, change.kind);
  return row;
}

/** The active signatures of a type, in their order, as the document prints them. */
export const signersOf = (db: DatabaseSync, typeId: number) =>
  queryAll<{ firmante: string; cargo: string }>(db, SIGNERS_SQL, { typeId });

/** Issues an approved request's document (when its type issues one), signed as configured now. */
export function issueDocument(db: DatabaseSync, row: RequestRow, at: number) {
  if (row.issuesDocument !== 1) return;
  const number = `${row.code}-${new Date(at).getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;
  db.prepare(INSERT_DOCUMENT_SQL).run({
    id: row.id,
    number,
    name: row.typeName,
    signers: JSON.stringify(signersOf(db, row.typeId)),
    at,
  });
  recordEvent(db, {
    requestId: row.id,
    kind: 'DOCUMENTO_EMITIDO',
    from: row.state,
    to: row.state,
    comment: number,
    authorId: null,
    role: 'SISTEMA',
    at,
  });
}
