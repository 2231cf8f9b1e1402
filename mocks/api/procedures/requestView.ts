import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { queryAll, queryFlag, queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import { forbidden, notFound } from '../errors.ts';
import {
  ANSWERS_SQL,
  ATTACHMENTS_SQL,
  DOCUMENT_SQL,
  EVENTS_SQL,
  MANAGES_SQL,
  PENDING_OBSERVATION_SQL,
  REQUEST_SQL,
} from './requests.sql.ts';
import { MANAGES_ANY_SQL, REQUESTER_CONTACT_SQL } from './requestView.sql.ts';

type Schemas = components['schemas'];
export type Estado = Schemas['EstadoSolicitud'];

/** A request as SUMMARY_COLUMNS reads it. */
export interface RequestRow {
  id: number;
  numero: string;
  typeId: number;
  code: string;
  slug: string;
  typeName: string;
  area: 'SM-TK' | 'SM-VD';
  mode: 'MANUAL' | 'AUTOMATICO';
  state: Estado;
  filedAt: number;
  updatedAt: number;
  dueAt: number;
  requesterId: number;
  requesterName: string;
  requesterCode: string;
  programme: string | null;
  campus: string | null;
  managerId: number | null;
  managerName: string | null;
  responderId: number | null;
  responderName: string | null;
  version: number;
  feeCents: number;
  comment: string | null;
  audience: 'CARRERA' | 'EXTENSION' | 'DOCENTE';
  enrolmentId: number | null;
  issuesDocument: number;
}

export const isFinal = (state: Estado) => state === 'APROBADO' || state === 'RECHAZADO';

const iso = (at: number) => new Date(at).toISOString();

export const manages = (db: DatabaseSync, userId: number, area: string) =>
  queryFlag(db, MANAGES_SQL, { area, userId });

/** How the caller stands to a request: its requester, a manager of its area, its responder. */
export interface Standing {
  requester: boolean;
  manager: boolean;
  responder: boolean;
}

export function standingOf(db: DatabaseSync, caller: Caller, row: RequestRow): Standing {
  return {
    requester: row.requesterId === caller.idu,
    manager: caller.isAdmin && manages(db, caller.idu, row.area),
    responder: row.responderId === caller.idu,
  };
}

/**
 * Staff (collaborators, psychologists) who manage no procedure area are refused before any lookup
 * of a request or what it issued: they learn nothing of which ids exist. Requesters pass.
 */
export function refuseStaffWithoutArea(db: DatabaseSync, caller: Caller) {
  if (caller.tip === 3 && !queryFlag(db, MANAGES_ANY_SQL, { userId: caller.idu })) {
    throw forbidden();
  }
}

/** The request, if the caller may read it: 404 when there is none, 403 when it is another's. */
export function readableRequest(db: DatabaseSync, caller: Caller, id: number) {
  refuseStaffWithoutArea(db, caller);
  const row = queryOne<RequestRow>(db, REQUEST_SQL, { id });
  if (!row) throw notFound();
  const standing = standingOf(db, caller, row);
  if (!standing.requester && !standing.manager && !standing.responder) throw forbidden();
  return { row, standing };
}

export function toSummary(row: RequestRow, now: number): Schemas['SolicitudResumen'] {
  return {
    idSolicitud: row.id,
    numero: row.numero,
    tipo: { idTipoTramite: row.typeId, codigo: row.code, slug: row.slug, nombre: row.typeName },
    area: row.area,
    modalidad: row.mode,
    estado: row.state,
    fechaRegistro: iso(row.filedAt),
    fechaActualizacion: iso(row.updatedAt),
    fechaVencimiento: iso(row.dueAt),
    vencido: !isFinal(row.state) && row.dueAt < now,
    solicitante: {
      idUsuario: row.requesterId,
      nombre: row.requesterName,
      codigo: row.requesterCode,
    },
    programa: row.programme,
    sede: row.campus,
    encargado: row.managerId ? { idUsuario: row.managerId, nombre: row.managerName ?? '' } : null,
  };
}

export function toDetail(
  db: DatabaseSync,
  row: RequestRow,
  standing: Standing,
  now: number,
): Schemas['Solicitud'] {
  const open = !isFinal(row.state);
  const attachments = queryAll<Schemas['Adjunto'] & { eventId: number }>(db, ATTACHMENTS_SQL, {
    id: row.id,
  }).map(({ eventId: _eventId, ...adjunto }) => adjunto);
  const observation =
    row.state === 'OBSERVADO'
      ? queryOne<{ comentario: string; fecha: number; autor: string }>(
          db,
          PENDING_OBSERVATION_SQL,
          {
            id: row.id,
          },
        )
      : undefined;
  const document = queryOne<{
    idDocumento: number;
    numero: string;
    nombre: string;
    emitidoEn: number;
    signers: string;
  }>(db, DOCUMENT_SQL, { id: row.id });
  // Staff reach the requester only as the requester's privacy settings allow (Mi cuenta).
  const staff = standing.manager || standing.responder;
  const contact = staff
    ? (queryOne<{ telefono: string | null; correo: string | null }>(
        db,
        REQUESTER_CONTACT_SQL,
        row.requesterId,
      ) ?? null)
    : null;
  return {
    ...toSummary(row, now),
    version: row.version,
    contactoSolicitante: contact,
    costo: row.feeCents / 100,
    comentario: row.comment,
    campos: queryAll<Schemas['Solicitud']['campos'][number]>(db, ANSWERS_SQL, { id: row.id }),
    adjuntos: attachments,
    observacion: observation ? { ...observation, fecha: iso(observation.fecha) } : null,
    responsable: row.responderId
      ? { idUsuario: row.responderId, nombre: row.responderName ?? '' }
      : null,
    documento: document
      ? {
          idDocumento: document.idDocumento,
          numero: document.numero,
          nombre: document.nombre,
          emitidoEn: iso(document.emitidoEn),
          firmantes: JSON.parse(document.signers),
        }
      : null,
    acciones: {
      puedeDecidir: open && standing.manager,
      puedeAprobarRevision: row.state === 'EN_REVISION' && standing.manager,
      puedeSubsanar: row.state === 'OBSERVADO' && standing.requester,
      puedeResponder: row.state === 'REGISTRADO' && standing.responder,
      puedeReasignar: open && standing.manager,
    },
  };
}

interface EventRow {
  idEvento: number;
  tipo: Schemas['Evento']['tipo'];
  categoria: 'APR' | 'RAP' | 'REC' | 'OBS' | null;
  estadoAnterior: Estado | null;
  estadoNuevo: Estado;
  comentario: string | null;
  authorId: number | null;
  authorName: string | null;
  rol: Schemas['Evento']['autor']['rol'];
  fecha: number;
}

export function eventsOf(db: DatabaseSync, requestId: number): Schemas['Evento'][] {
  const files = queryAll<Schemas['Adjunto'] & { eventId: number }>(db, ATTACHMENTS_SQL, {
    id: requestId,
  });
  return queryAll<EventRow>(db, EVENTS_SQL, { id: requestId }).map((event) => ({
    idEvento: event.idEvento,
    tipo: event.tipo,
    categoria: event.categoria,
    estadoAnterior: event.estadoAnterior,
    estadoNuevo: event.estadoNuevo,
    comentario: event.comentario,
    autor: {
      idUsuario: event.authorId,
      nombre: event.authorName ?? 'Sistema',
      rol: event.rol,
    },
    fecha: iso(event.fecha),
    adjuntos: files
      .filter((file) => file.eventId === event.idEvento)
      .map(({ eventId: _eventId, ...adjunto }) => adjunto),
  }));
}
