import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/support-desk/paths.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import type { Caller } from '../authenticate.ts';
import { forbidden, notFound } from '../errors.ts';
import { ATTACHMENTS_SQL, COMMENTS_SQL, TICKET_SQL } from './ticket.sql.ts';

type Ticket = components['schemas']['Ticket'];
type Adjunto = components['schemas']['Adjunto'];

/** How long after its resolution a requester may reopen a ticket (contract: 7 days). */
export const REOPEN_WINDOW_MS = 7 * 24 * 3_600_000;

export interface TicketRow {
  id: number;
  asunto: string;
  categoria: Ticket['categoria'];
  estado: Ticket['estado'];
  prioridad: Ticket['prioridad'];
  creado: number;
  actualizado: number;
  requesterId: number;
  requesterName: string;
  requesterUsername: string;
  assigneeId: number | null;
  assigneeName: string | null;
  resuelto: number | null;
  cerrado: number | null;
  rating: number | null;
  ratingComment: string | null;
}

interface CommentRow {
  id: number;
  authorId: number;
  authorName: string;
  isStaff: number;
  texto: string;
  creado: number;
}

const isoOrNull = (value: number | null) => (value === null ? null : iso(value));

/** A ticket the caller may read: its requester's, or any for admin-type staff; 404 if none. */
export function readableTicket(db: DatabaseSync, caller: Caller, id: number): TicketRow {
  const row = queryOne<TicketRow>(db, TICKET_SQL, { id });
  if (!row) throw notFound();
  if (row.requesterId !== caller.idu && !caller.isAdmin) throw forbidden();
  return row;
}

/** A ticket only its requester may act on (reopen, close): staff too get 403. */
export function ownTicket(db: DatabaseSync, caller: Caller, id: number): TicketRow {
  const row = readableTicket(db, caller, id);
  if (row.requesterId !== caller.idu) throw forbidden();
  return row;
}

/** The ticket as the contract shows it, with its whole conversation. */
export function toTicket(db: DatabaseSync, row: TicketRow): Ticket {
  const files = queryAll<Adjunto & { commentId: number }>(db, ATTACHMENTS_SQL, { id: row.id });
  return {
    id: row.id,
    asunto: row.asunto,
    categoria: row.categoria,
    estado: row.estado,
    prioridad: row.prioridad,
    creado: iso(row.creado),
    actualizado: iso(row.actualizado),
    solicitante: { id: row.requesterId, nombre: row.requesterName, usuario: row.requesterUsername },
    asignado:
      row.assigneeId === null ? null : { id: row.assigneeId, nombre: row.assigneeName ?? '' },
    resuelto: isoOrNull(row.resuelto),
    cerrado: isoOrNull(row.cerrado),
    reabrirHasta:
      row.resuelto !== null && (row.estado === 'resuelto' || row.estado === 'cerrado')
        ? iso(row.resuelto + REOPEN_WINDOW_MS)
        : null,
    calificacion:
      row.rating === null ? null : { puntaje: row.rating, comentario: row.ratingComment },
    comentarios: queryAll<CommentRow>(db, COMMENTS_SQL, { id: row.id }).map((comment) => ({
      id: comment.id,
      autor: { id: comment.authorId, nombre: comment.authorName },
      esPersonal: comment.isStaff === 1,
      texto: comment.texto,
      creado: iso(comment.creado),
      adjuntos: files
        .filter((file) => file.commentId === comment.id)
        .map(({ idArchivo, nombre, extension, tamano }) => ({
          idArchivo,
          nombre,
          extension,
          tamano,
        })),
    })),
  };
}
