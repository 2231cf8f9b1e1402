import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { directiveTexts } from './texts.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { attachment } from '../files/attachment.ts';
import { textPdf } from '../files/pdf.ts';
import { dayEsPE, limaDay } from '../limaDay.ts';
import { ok } from '../respond.ts';
import { completeStep } from '../tasks/completeStep.ts';
import { ACCEPT_SQL, OWN_DIRECTIVES_SQL, OWN_PENDING_SQL, VERSION_SQL } from './directiva.sql.ts';

// The directives students read and accept once (issue 34; openapi/main/directiva.yaml says why
// they are regulations of kind DIRECTIVA). Accepting the last one completes the caller's
// onboarding step 'onboardingDirectivas' in the same transaction.

type DirectivaAlumno = components['schemas']['DirectivaAlumno'];
type Row = Record<string, unknown>;

interface VersionRow {
  id: number;
  titulo: string;
  versionId: number;
  numero: number;
  contenido: string;
  publicadoEn: number;
  visible: number;
  forStudents: number;
  vigente: number;
}

/** The PDF's lines: wide enough for A4 at 11 pt. */
const LINE = 90;

const ownDirectives = (db: DatabaseSync, userId: number): DirectivaAlumno[] =>
  queryAll<Row>(db, OWN_DIRECTIVES_SQL, { userId }).map((row) => ({
    ...(row as Omit<DirectivaAlumno, 'publicadoEn' | 'aceptado' | 'aceptadoEn'>),
    publicadoEn: iso(row.publicadoEn),
    aceptado: row.aceptadoEn !== null,
    aceptadoEn: row.aceptadoEn === null ? null : iso(row.aceptadoEn),
  }));

const pendingOf = (db: DatabaseSync, userId: number) =>
  queryOneOrThrow<{ pendientes: number }>(db, OWN_PENDING_SQL, { userId }).pendientes;

/** A version the caller may read: 404 unless a directive's, 403 when for another audience. */
function readableVersion(context: HandlerContext, versionId: number): VersionRow {
  const version = queryOne<VersionRow>(context.services.db, VERSION_SQL, { versionId });
  if (!version || version.visible !== 1) throw notFound();
  if (version.forStudents !== 1) throw forbidden();
  return version;
}

/** Plain text cut into lines of at most `LINE` characters, paragraphs kept apart. */
function wrap(text: string): string[] {
  return text.split(/\n\s*\n/).flatMap((paragraph, index) => {
    const lines: string[] = index > 0 ? [''] : [];
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > LINE) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
    return lines;
  });
}

const fileName = (titulo: string, numero: number) =>
  `${titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}-v${numero}.pdf`;

export const directivaHandlers = {
  listarDirectivasAlumno: (context) => {
    const { db } = context.services;
    const directivas = ownDirectives(db, signedIn(context).idu);
    return ok({ directivas, pendientes: directivas.filter((d) => !d.aceptado).length });
  },

  listarDirectivasOnboarding: (context) => {
    const pending = ownDirectives(context.services.db, signedIn(context).idu).filter(
      (d) => !d.aceptado,
    );
    return ok({
      directivas: pending,
      pendientes: pending.length,
      pasoCompletado: pending.length === 0,
    });
  },

  guardarDirectiva: (context) => {
    const { db, clock } = context.services;
    const userId = signedIn(context).idu;
    const { versionId } = context.body;
    return inTransaction(db, () => {
      const version = readableVersion(context, versionId);
      if (version.vigente !== 1) throw badRequest({ versionId: [directiveTexts.notCurrent] });
      const now = clock();
      const { changes } = db.prepare(ACCEPT_SQL).run({ versionId, userId, at: now });
      if (Number(changes) === 0) {
        throw badRequest({ versionId: [directiveTexts.alreadyAccepted] });
      }
      const pendientes = pendingOf(db, userId);
      // The onboarding step that sends students here, and its task once no step is left open.
      if (pendientes === 0) completeStep(db, userId, 'onboardingDirectivas', now);
      return ok(
        {
          id: version.id,
          versionId,
          numero: version.numero,
          aceptadoEn: iso(now),
          pendientes,
          pasoCompletado: pendientes === 0,
        },
        directiveTexts.accepted,
      );
    });
  },

  descargarDirectiva: (context) => {
    const version = readableVersion(context, context.params.versionId);
    context.reply
      .type('application/pdf')
      .header('content-disposition', attachment(fileName(version.titulo, version.numero)))
      .header('x-content-type-options', 'nosniff');
    return textPdf([
      version.titulo,
      directiveTexts.version(version.numero, dayEsPE(limaDay(version.publicadoEn))),
      '',
      ...wrap(version.contenido),
      '',
      directiveTexts.footer,
    ]);
  },
} satisfies Partial<ServiceHandlers<operations>>;
