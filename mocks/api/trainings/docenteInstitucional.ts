import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryFlag, queryOne, queryOneOrThrow, queryPage } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest, forbidden, notFound } from '../errors.ts';
import { attachment } from '../files/attachment.ts';
import { textPdf } from '../files/pdf.ts';
import { dayEsPE } from '../limaDay.ts';
import { ok } from '../respond.ts';
import { texts } from '../texts.ts';
import {
  ALERT_SECTION_SQL,
  ALERT_SQL,
  ALERTS_SQL,
  DOCUMENT_SQL,
  DOCUMENTS_SQL,
  INSERT_ALERT_SQL,
  OPEN_ALERT_SQL,
  PAGE_SQL,
  SECTIONS_SQL,
  SEATED_SQL,
} from './docenteInstitucional.sql.ts';
import { alertTexts, inductionTexts } from './texts.ts';
import { completeStep } from '../tasks/completeStep.ts';

type Schemas = components['schemas'];
type AlertRow = Omit<Schemas['AlertaDocente'], 'fecha'> & { createdAt: number };

/** The flow's task of a new teacher's induction (spec §4, docentes_induccion). */
const INDUCTION_MODULE = 'docentes_induccion';

/** spec §5: a comment counts its characters once trimmed. */
export const COMMENT_LIMITS = { min: 10, max: 500 } as const;

const toAlerta = ({ createdAt, ...row }: AlertRow): Schemas['AlertaDocente'] => ({
  ...row,
  fecha: new Date(createdAt).toISOString(),
});

/** The comment's message under spec §5, or null when its trimmed length fits. */
export function commentError(comment: string): string | null {
  const length = comment.trim().length;
  if (length === 0) return texts.validation.required;
  if (length < COMMENT_LIMITS.min) return texts.validation.minLength(COMMENT_LIMITS.min);
  if (length > COMMENT_LIMITS.max) return texts.validation.maxLength;
  return null;
}

export const docenteInstitucionalHandlers = {
  // The same answer whether or not the task was open: done twice is still done.
  completarInduccion: (context) => {
    const { db, clock } = context.services;
    completeStep(db, signedIn(context).idu, INDUCTION_MODULE, clock());
    return ok(null, inductionTexts.done);
  },

  obtenerPaginaInstitucional: (context) => {
    const { db } = context.services;
    const { slug } = context.params;
    const page = queryOne<{ slug: string; titulo: string; resumen: string }>(db, PAGE_SQL, {
      slug,
    });
    if (!page) throw notFound();
    return ok({
      ...page,
      secciones: queryAll<{ titulo: string; body: string }>(db, SECTIONS_SQL, { slug }).map(
        ({ titulo, body }) => ({ titulo, parrafos: body.split(/\n{2,}/) }),
      ),
      documentos: queryAll<Schemas['DocumentoInstitucional']>(db, DOCUMENTS_SQL, { slug }),
    });
  },

  descargarDocumentoInstitucional: (context) => {
    const document = queryOne<{
      codigo: string;
      nombre: string;
      version: number;
      fecha: string;
      resumen: string;
      pagina: string;
    }>(context.services.db, DOCUMENT_SQL, { documentId: context.params.idDocumento });
    if (!document) throw notFound();
    context.reply
      .type('application/pdf')
      .header('content-disposition', attachment(`${document.codigo}-v${document.version}.pdf`))
      .header('x-content-type-options', 'nosniff');
    return textPdf([
      document.nombre,
      `${document.codigo} · Versión ${document.version} · ${dayEsPE(document.fecha)}`,
      '',
      document.resumen,
      '',
      `Publicado en ${document.pagina} del campus virtual.`,
    ]);
  },

  listarAlertasDocente: (context) => {
    const { pagina = 1, tamanoPagina = 10 } = context.query;
    const { rows, total } = queryPage<AlertRow>(
      context.services.db,
      ALERTS_SQL,
      { teacherId: signedIn(context).idu },
      pagina,
      tamanoPagina,
    );
    return ok({ total, alertas: rows.map(toAlerta) });
  },

  // Only a student seated in one of the caller's sections of this period; one open alert per
  // student, section and reason.
  registrarAlertaDocente: (context) => {
    const { db, clock } = context.services;
    const { idSeccion: sectionId, idMatricula: enrolmentId, motivo, comentario } = context.body;
    const teacherId = signedIn(context).idu;
    const section = queryOne<{ teacherId: number; isCurrent: number }>(db, ALERT_SECTION_SQL, {
      sectionId,
    });
    if (!section || section.isCurrent !== 1) throw notFound();
    if (section.teacherId !== teacherId) throw forbidden();
    const comment = comentario.trim();
    const error = commentError(comment);
    if (error) throw badRequest({ comentario: [error] });
    if (!queryFlag(db, SEATED_SQL, { sectionId, enrolmentId })) {
      throw badRequest({ idMatricula: [alertTexts.notSeated] });
    }
    if (queryFlag(db, OPEN_ALERT_SQL, { sectionId, enrolmentId, reason: motivo })) {
      throw new ApiError(409, 'Open alert exists', alertTexts.open);
    }
    const { lastInsertRowid } = db.prepare(INSERT_ALERT_SQL).run({
      teacherId,
      sectionId,
      enrolmentId,
      reason: motivo,
      comment,
      now: clock(),
    });
    const alert = queryOneOrThrow<AlertRow>(db, ALERT_SQL, { alertId: Number(lastInsertRowid) });
    return ok(toAlerta(alert), alertTexts.registered);
  },
} satisfies Partial<ServiceHandlers<operations>>;
