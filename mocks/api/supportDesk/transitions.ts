import type { operations } from '../../../generated/support-desk/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import type { Caller } from '../authenticate.ts';
import { signedIn, type HandlerContext } from '../context.ts';
import { badRequest, forbidden } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { addComment } from './addComment.ts';
import { supportTexts as t } from './texts.ts';
import {
  ownTicket,
  readableTicket,
  REOPEN_WINDOW_MS,
  toTicket,
  type TicketRow,
} from './ticketView.ts';
import { UPDATE_STATE_SQL } from './ticket.sql.ts';

type Body<Id extends keyof operations> = operations[Id]['requestBody'] extends {
  content: { 'application/json': infer Json };
}
  ? Json
  : never;
type Context<Id extends keyof operations> = HandlerContext<{ idTicket: number }, unknown, Body<Id>>;

interface NextState {
  status: TicketRow['estado'];
  priority: TicketRow['prioridad'];
  assigneeId: number | null;
  resolvedAt: number | null;
  closedAt: number | null;
  rating: number | null;
  ratingComment: string | null;
}

const stateOf = (row: TicketRow): NextState => ({
  status: row.estado,
  priority: row.prioridad,
  assigneeId: row.assigneeId,
  resolvedAt: row.resuelto,
  closedAt: row.cerrado,
  rating: row.rating,
  ratingComment: row.ratingComment,
});

const isFinished = (row: TicketRow) => row.estado === 'resuelto' || row.estado === 'cerrado';

function save(context: HandlerContext, row: TicketRow, next: NextState, now: number) {
  context.services.db.prepare(UPDATE_STATE_SQL).run({ id: row.id, now, ...next });
}

/** What a staff reply does: the status staff chose (abierto by default) and they take it. */
function staffNext(row: TicketRow, caller: Caller, body: Body<'comentarTicket'>, now: number) {
  const status = body.estado ?? 'abierto';
  return {
    ...stateOf(row),
    status,
    priority: body.prioridad ?? row.prioridad,
    assigneeId: row.assigneeId ?? caller.idu,
    resolvedAt: status === 'resuelto' ? now : null,
  };
}

/** A comment from the requester or from staff (contract: comentarTicket). */
export function replyTo(context: Context<'comentarTicket'>) {
  const { db, clock } = context.services;
  const caller = signedIn(context);
  const { body } = context;
  return inTransaction(db, () => {
    const row = readableTicket(db, caller, context.params.idTicket);
    const isRequester = row.requesterId === caller.idu;
    if (isRequester && (body.estado !== undefined || body.prioridad !== undefined))
      throw forbidden();
    if (isFinished(row)) throw badRequest({ texto: [t.closedTakesNoComment] });
    const now = clock();
    const added = addComment(db, {
      ticketId: row.id,
      authorId: caller.idu,
      isStaff: !isRequester,
      body: body.texto,
      key: body.claveIdempotencia,
      fileIds: body.adjuntos ?? [],
      now,
    });
    if (added !== null) {
      const next = isRequester
        ? { ...stateOf(row), status: row.estado === 'nuevo' ? 'nuevo' : 'abierto' }
        : staffNext(row, caller, body, now);
      save(context, row, next as NextState, now);
      if (!isRequester) tellRequester(context, row);
    }
    return toTicket(db, readableTicket(db, caller, row.id));
  });
}

function tellRequester(context: HandlerContext, row: TicketRow) {
  notify(context.services, row.requesterId, {
    type: 'ADMINISTRATIVO',
    subtype: 'SOPORTE',
    title: t.notification.title,
    subtitle: row.asunto,
    description: row.asunto,
    linkName: t.notification.linkName,
    link: `/zendesk/ticket-detail/${row.id}`,
  });
}

/** The requester reopens within 7 days of the resolution (contract: reabrirTicket). */
export function reopenTicket(context: Context<'reabrirTicket'>) {
  const { db, clock } = context.services;
  const caller = signedIn(context);
  return inTransaction(db, () => {
    const row = ownTicket(db, caller, context.params.idTicket);
    if (!isFinished(row) || row.resuelto === null) throw badRequest({ motivo: [t.notReopenable] });
    const now = clock();
    if (now > row.resuelto + REOPEN_WINDOW_MS) throw badRequest({ motivo: [t.windowOver] });
    addComment(db, {
      ticketId: row.id,
      authorId: caller.idu,
      isStaff: false,
      body: context.body.motivo,
      key: null,
      fileIds: [],
      now,
    });
    save(
      context,
      row,
      {
        ...stateOf(row),
        status: 'abierto',
        resolvedAt: null,
        closedAt: null,
        rating: null,
        ratingComment: null,
      },
      now,
    );
    return toTicket(db, readableTicket(db, caller, row.id));
  });
}

/** The requester closes a resolved ticket with a rating (contract: cerrarTicket). */
export function closeTicket(context: Context<'cerrarTicket'>) {
  const { db, clock } = context.services;
  const caller = signedIn(context);
  return inTransaction(db, () => {
    const row = ownTicket(db, caller, context.params.idTicket);
    if (row.estado !== 'resuelto') throw badRequest({ calificacion: [t.notResolved] });
    const now = clock();
    save(
      context,
      row,
      {
        ...stateOf(row),
        status: 'cerrado',
        closedAt: now,
        rating: context.body.calificacion,
        ratingComment: context.body.comentario?.trim() || null,
      },
      now,
    );
    return toTicket(db, readableTicket(db, caller, row.id));
  });
}
