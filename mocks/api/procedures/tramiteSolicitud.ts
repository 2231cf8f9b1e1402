import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne, queryOneOrThrow, queryPage } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import {
  signedIn,
  type DemoServices,
  type HandlerContext,
  type ServiceHandlers,
} from '../context.ts';
import { badRequest, forbidden, notFound, type FieldErrors } from '../errors.ts';
import { safeContentType } from '../files/fileRules.ts';
import { attachment } from '../files/attachment.ts';
import { limaDayBounds } from './businessDays.ts';
import { checkAttachments, fileRequest } from './filing.ts';
import {
  ATTACHMENT_FILE_SQL,
  REQUESTERS_SQL,
  SUMMARY_COUNTS_SQL,
  TRAY_SQL,
  mineSql,
} from './requests.sql.ts';
import {
  eventsOf,
  isFinal,
  manages,
  readableRequest,
  standingOf,
  toDetail,
  toSummary,
  type RequestRow,
} from './requestView.ts';
import { checkRuc } from './ruc.ts';
import { UNATTACHED_UPLOAD_SQL } from './tramiteSolicitud.sql.ts';
import { procedureTexts } from './texts.ts';
import { managedTray } from './trays.ts';
import {
  closedRequest,
  issueDocument,
  notifyHandler,
  transition,
  type Change,
} from './transitions.ts';
import { requirementsOf, visibleType } from './types.ts';
import { ok } from '../respond.ts';

type Schemas = components['schemas'];

const COMMENT_MIN = 5;

/** A required comment of 5 to 500 characters (spec §5 text area), as field errors. */
function commentErrors(comment: string | null | undefined, required: boolean): FieldErrors | null {
  const text = comment?.trim() ?? '';
  if (!text) return required ? { comentario: [procedureTexts.required] } : null;
  if (text.length < COMMENT_MIN) return { comentario: [procedureTexts.minLength(COMMENT_MIN)] };
  return null;
}

const detailOf = (services: DemoServices, caller: Caller, row: RequestRow) =>
  ok(toDetail(services.db, row, standingOf(services.db, caller, row), services.clock()));

type DecisionContext = HandlerContext<unknown, unknown, Schemas['DecisionRequest']>;

/** A manager's decision: only managers of the request's area, with the comment the kind needs. */
function decide(
  context: DecisionContext,
  change: Omit<Change, 'comment' | 'role'>,
  needsComment: boolean,
  allowed: (row: RequestRow) => boolean = () => true,
) {
  const { services, body } = context;
  const caller = signedIn(context);
  const { row, standing } = readableRequest(services.db, caller, body.idSolicitud);
  if (!standing.manager) throw forbidden();
  if (isFinal(row.state)) throw closedRequest();
  if (!allowed(row)) throw badRequest({ idSolicitud: [procedureTexts.notReviewed] });
  const errors = commentErrors(body.comentario, needsComment);
  if (errors) throw badRequest(errors);
  const after = transition(services, caller, row.id, body.version, {
    ...change,
    comment: body.comentario?.trim() || null,
    role: 'ENCARGADO',
  });
  return detailOf(services, caller, after);
}

export const tramiteSolicitudHandlers = {
  registrarSolicitudTramite: (context) => {
    const { services, body } = context;
    const caller = signedIn(context);
    const type = visibleType(services.db, caller, body.idTipoTramite);
    return detailOf(services, caller, fileRequest(services, caller, type, body));
  },

  listarMisSolicitudes: (context) => {
    const { db, clock } = context.services;
    const caller = signedIn(context);
    if (context.params.bandeja === 'por-responder' && caller.tip !== 2) throw forbidden();
    const pagina = context.query.pagina ?? 1;
    const tamanoPagina = context.query.tamanoPagina ?? 10;
    const { rows, total } = queryPage<RequestRow>(
      db,
      mineSql(context.params.bandeja),
      { userId: caller.idu, audience: caller.tip === 1 ? (context.query.audiencia ?? null) : null },
      pagina,
      tamanoPagina,
    );
    const now = clock();
    return ok({ solicitudes: rows.map((row) => toSummary(row, now)), total, pagina, tamanoPagina });
  },

  obtenerResumenSolicitudes: (context) => {
    const caller = signedIn(context);
    return ok(
      queryOneOrThrow<Schemas['ResumenSolicitudesResponse']['results']>(
        context.services.db,
        SUMMARY_COUNTS_SQL,
        {
          userId: caller.idu,
          audience: caller.tip === 1 ? (context.query.audiencia ?? null) : null,
        },
      ),
    );
  },

  obtenerDetalleSolicitud: (context) => {
    const { services } = context;
    const caller = signedIn(context);
    const { row } = readableRequest(services.db, caller, context.query.idSolicitud);
    return detailOf(services, caller, row);
  },

  listarEventosSolicitud: (context) => {
    const { db } = context.services;
    const { row } = readableRequest(db, signedIn(context), context.params.idSolicitud);
    return ok(eventsOf(db, row.id));
  },

  descargarAdjuntoSolicitud: (context) => {
    const { services, params, reply } = context;
    const { row } = readableRequest(services.db, signedIn(context), params.idSolicitud);
    const file = queryOne<{ id: number; name: string; contentType: string; storedAs: string }>(
      services.db,
      ATTACHMENT_FILE_SQL,
      { requestId: row.id, fileId: params.idArchivo },
    );
    if (!file) throw notFound();
    reply
      .type(safeContentType(file.contentType))
      .header('content-disposition', attachment(file.name))
      .header('x-content-type-options', 'nosniff');
    return services.files.read(file.storedAs);
  },

  aprobarSolicitud: (context) =>
    decide(context, { kind: 'APROBACION', to: 'APROBADO', then: issueDocument }, false),

  // RAP: approved after a review, so only once the request is in review.
  aprobarRevisionSolicitud: (context) =>
    decide(
      context,
      { kind: 'APROBACION_REVISION', to: 'APROBADO', then: issueDocument },
      false,
      (row) => row.state === 'EN_REVISION',
    ),

  rechazarSolicitud: (context) => decide(context, { kind: 'RECHAZO', to: 'RECHAZADO' }, true),

  observarSolicitud: (context) => decide(context, { kind: 'OBSERVACION', to: 'OBSERVADO' }, true),

  subsanarSolicitud: (context) => {
    const { services, body } = context;
    const caller = signedIn(context);
    const { row, standing } = readableRequest(services.db, caller, body.idSolicitud);
    if (!standing.requester) throw forbidden();
    if (isFinal(row.state)) throw closedRequest();
    if (row.state !== 'OBSERVADO') throw badRequest({ idSolicitud: [procedureTexts.notObserved] });
    const errors: FieldErrors = { ...commentErrors(body.comentario, true) };
    const files = checkAttachments(
      services.db,
      caller,
      requirementsOf(services.db, row.typeId, row.filedAt),
      body.adjuntos,
      errors,
      false,
    );
    if (Object.keys(errors).length) throw badRequest(errors);
    const after = transition(services, caller, row.id, body.version, {
      kind: 'SUBSANACION',
      to: 'EN_REVISION',
      comment: body.comentario.trim(),
      role: 'SOLICITANTE',
      files,
    });
    if (after.managerId) notifyHandler(services, after.managerId, after, 'manager');
    return detailOf(services, caller, after);
  },

  registrarRespuestaSolicitud: (context) => {
    const { services, body } = context;
    const caller = signedIn(context);
    const { row, standing } = readableRequest(services.db, caller, body.idSolicitud);
    if (!standing.responder) throw forbidden();
    if (isFinal(row.state)) throw closedRequest();
    // The responder answers once, before the review: their answer moves it to EN_REVISION.
    if (row.state !== 'REGISTRADO') {
      throw badRequest({ idSolicitud: [procedureTexts.notAwaitingAnswer] });
    }
    const errors: FieldErrors = { ...commentErrors(body.comentario, true) };
    const files: { fileId: number; requirementId: null }[] = [];
    for (const id of body.adjuntos ?? []) {
      const file = queryOne<{ id: number }>(services.db, UNATTACHED_UPLOAD_SQL, {
        id,
        ownerId: caller.idu,
      });
      if (file) files.push({ fileId: id, requirementId: null });
      else errors.adjuntos = [procedureTexts.fileNotYours];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    const after = transition(services, caller, row.id, body.version, {
      kind: 'RESPUESTA',
      to: 'EN_REVISION',
      comment: body.comentario.trim(),
      role: 'RESPONSABLE',
      files,
    });
    if (after.managerId) notifyHandler(services, after.managerId, after, 'manager');
    return detailOf(services, caller, after);
  },

  reasignarSolicitud: (context) => {
    const { services, body } = context;
    const caller = signedIn(context);
    const { row, standing } = readableRequest(services.db, caller, body.idSolicitud);
    if (!standing.manager) throw forbidden();
    if (isFinal(row.state)) throw closedRequest();
    if (!manages(services.db, body.idEncargado, row.area)) {
      throw badRequest({ idEncargado: [procedureTexts.notManager] });
    }
    const errors = commentErrors(body.comentario, false);
    if (errors) throw badRequest(errors);
    const after = transition(services, caller, row.id, body.version, {
      kind: 'REASIGNACION',
      to: row.state,
      comment: body.comentario?.trim() || null,
      role: 'ENCARGADO',
      managerId: body.idEncargado,
    });
    if (body.idEncargado !== caller.idu)
      notifyHandler(services, body.idEncargado, after, 'manager');
    return detailOf(services, caller, after);
  },

  listarSolicitudesAdmin: (context) => {
    const { db, clock } = context.services;
    const { query } = context;
    const tray = managedTray(db, signedIn(context), query.bandeja);
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 20;
    const { rows, total } = queryPage<RequestRow>(
      db,
      TRAY_SQL,
      {
        ...tray,
        pending: query.situacion === 'pendientes' ? 1 : 0,
        typeId: query.idTipoTramite ?? null,
        state: query.estado ?? null,
        from: query.fechaDesde ? limaDayBounds(query.fechaDesde).start : null,
        to: query.fechaHasta ? limaDayBounds(query.fechaHasta).end : null,
        programmeId: query.idPrograma ?? null,
        campusId: query.idSede ?? null,
        requester: query.solicitante?.trim() || null,
      },
      pagina,
      tamanoPagina,
    );
    const now = clock();
    return ok({ solicitudes: rows.map((row) => toSummary(row, now)), total, pagina, tamanoPagina });
  },

  listarSolicitantes: (context) => {
    const { db } = context.services;
    const caller = signedIn(context);
    if (!manages(db, caller.idu, 'SM-TK') && !manages(db, caller.idu, 'SM-VD')) throw forbidden();
    return ok(
      queryAll<Schemas['SolicitantesResponse']['results'][number]>(db, REQUESTERS_SQL, {
        userId: caller.idu,
        q: context.query.busqueda.trim(),
      }),
    );
  },

  validarRuc: (context) => {
    const ruc = context.body.ruc.trim();
    const check = checkRuc(ruc);
    return ok({
      ruc,
      valido: check === 'valid',
      mensaje:
        check === 'valid'
          ? null
          : check === 'format'
            ? procedureTexts.pattern
            : procedureTexts.rucInvalid,
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
