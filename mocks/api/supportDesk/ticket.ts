import type { operations } from '../../../generated/support-desk/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { filterText, orderBy, readListQuery, setContentRange } from '../admin/simpleRest.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { attachment } from '../files/attachment.ts';
import { safeContentType } from '../files/fileRules.ts';
import { ok } from '../respond.ts';
import { addComment } from './addComment.ts';
import { supportTexts as t } from './texts.ts';
import { readableTicket, toTicket } from './ticketView.ts';
import { closeTicket, reopenTicket, replyTo } from './transitions.ts';
import {
  ATTACHMENT_FILE_SQL,
  INSERT_TICKET_SQL,
  OWN_TICKETS_SQL,
  QUEUE_COUNT_SQL,
  QUEUE_SORT,
  TICKET_BY_KEY_SQL,
  queueSql,
} from './ticket.sql.ts';

// The support desk (issue 41, openapi/support-desk.yaml): requesters file and follow their own
// tickets; admin-type staff answer them from the queue. The rules live in ../supportDesk/.

interface SummaryRow {
  id: number;
  asunto: string;
  categoria: 'ACADEMICO' | 'TRAMITES' | 'PAGOS' | 'PLATAFORMA' | 'OTROS';
  estado: 'nuevo' | 'abierto' | 'pendiente' | 'resuelto' | 'cerrado';
  prioridad: 'baja' | 'normal' | 'alta' | 'urgente';
  creado: number;
  actualizado: number;
}

const summary = <Row extends SummaryRow>(row: Row) => ({
  ...row,
  creado: iso(row.creado),
  actualizado: iso(row.actualizado),
});

const SORTABLE = Object.keys(QUEUE_SORT) as (keyof typeof QUEUE_SORT)[];

export const ticketHandlers = {
  listarTickets: (context) => {
    const caller = signedIn(context);
    const rows = queryAll<SummaryRow>(context.services.db, OWN_TICKETS_SQL, {
      userId: caller.idu,
      estado: context.query.estado ?? null,
    });
    return ok(rows.map(summary));
  },

  crearTicket: (context) => {
    const { db, clock } = context.services;
    const caller = signedIn(context);
    const { claveIdempotencia: key, categoria, asunto, descripcion, adjuntos = [] } = context.body;
    const id = inTransaction(db, () => {
      const earlier = queryOne<{ id: number }>(db, TICKET_BY_KEY_SQL, {
        requesterId: caller.idu,
        key,
      });
      if (earlier) return earlier.id;
      const now = clock();
      const ticket = queryOneOrThrow<{ id: number }>(db, INSERT_TICKET_SQL, {
        requesterId: caller.idu,
        category: categoria,
        subject: asunto,
        now,
        key,
      });
      addComment(db, {
        ticketId: ticket.id,
        authorId: caller.idu,
        isStaff: false,
        body: descripcion,
        key: null,
        fileIds: adjuntos,
        now,
      });
      return ticket.id;
    });
    return ok(toTicket(db, readableTicket(db, caller, id)), t.created);
  },

  obtenerTicket: (context) => {
    const { db } = context.services;
    return ok(toTicket(db, readableTicket(db, signedIn(context), context.params.idTicket)));
  },

  comentarTicket: (context) => ok(replyTo(context), t.replied),
  reabrirTicket: (context) => ok(reopenTicket(context), t.reopened),
  cerrarTicket: (context) => ok(closeTicket(context), t.closed),

  descargarAdjuntoTicket: (context) => {
    const { db, files } = context.services;
    const { idTicket, idArchivo } = context.params;
    readableTicket(db, signedIn(context), idTicket);
    const file = queryOne<{ name: string; contentType: string; storedAs: string }>(
      db,
      ATTACHMENT_FILE_SQL,
      { ticketId: idTicket, fileId: idArchivo },
    );
    if (!file) throw notFound();
    context.reply
      .type(safeContentType(file.contentType))
      .header('content-disposition', attachment(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    return files.read(file.storedAs);
  },

  listarTicketsCola: ({ query, services, reply }) => {
    const { sort, first, last, filter } = readListQuery(
      { sort: '["actualizado","ASC"]', ...query },
      SORTABLE,
    );
    const where = {
      q: filterText(filter.q),
      estado: filterText(filter.estado),
      prioridad: filterText(filter.prioridad),
      categoria: filterText(filter.categoria),
    };
    const rows = queryAll<
      SummaryRow & { solicitante: string; usuario: string; asignado: string | null }
    >(services.db, queueSql(orderBy(QUEUE_SORT, sort.field, sort.order, 't.id')), {
      ...where,
      limit: last - first + 1,
      offset: first,
    });
    const { total } = queryOneOrThrow<{ total: number }>(services.db, QUEUE_COUNT_SQL, where);
    setContentRange(reply, 'tickets', first, rows.length, total);
    return rows.map(summary);
  },

  obtenerTicketCola: (context) => {
    const { db } = context.services;
    return toTicket(db, readableTicket(db, signedIn(context), context.params.id));
  },
} satisfies ServiceHandlers<operations>;
