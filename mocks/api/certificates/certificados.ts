import type { operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { certificatePdf } from './certificatePdf.ts';
import { issueCertificate, standingOf } from './issue.ts';
import { certifiedRecord } from './record.ts';
import { certificateByCode, latestValidCertificate, qrText, verificationUrl } from './stored.ts';
import { certificateTexts as t } from './texts.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { attachment } from '../files/attachment.ts';
import { ok } from '../respond.ts';
import { CAREER_ENROLMENTS_SQL, ENROLMENT_SQL, REVOKE_SQL } from './certificados.sql.ts';

// The student's study certificate (issue 37; openapi/main/certificados.yaml): their own career
// enrolments only; issued at once or through the CERTESTSU procedure as the data says
// (certificates/issue.ts); revoked by staff, never deleted.

interface Enrolment {
  id: number;
  programme: string;
  state: string;
  studentId: number;
}

export const certificadosHandlers = {
  obtenerCertificadoEstudios: (context) => {
    const { db } = context.services;
    const studentId = signedIn(context).idu;
    const enrolments = queryAll<Enrolment>(db, CAREER_ENROLMENTS_SQL, { studentId });
    return ok({
      programas: enrolments.map((enrolment) => {
        const record = certifiedRecord(db, enrolment.id);
        const standing = standingOf(db, studentId, enrolment.id);
        const latest = latestValidCertificate(db, enrolment.id);
        return {
          idMatricula: enrolment.id,
          programa: enrolment.programme,
          egresado: enrolment.state === 'EGRESADA',
          periodos: record.periodos,
          creditosAprobados: record.creditosAprobados,
          certificado: latest ? { codigo: latest.code, emitidoEn: iso(latest.issuedAt) } : null,
          emision: standing.issuance,
          costoCentimos: standing.feeCents,
        };
      }),
    });
  },

  emitirCertificadoEstudios: (context) => {
    const { db, clock } = context.services;
    const studentId = signedIn(context).idu;
    const { idMatricula, claveIdempotencia } = context.body;
    const enrolment = queryOne<{ studentId: number; kind: string }>(db, ENROLMENT_SQL, {
      enrolmentId: idMatricula,
    });
    if (!enrolment) throw notFound();
    if (enrolment.studentId !== studentId) throw forbidden();
    if (enrolment.kind !== 'CARRERA') throw badRequest({ idMatricula: [t.notCareer] });
    const code = inTransaction(db, () =>
      issueCertificate(db, studentId, idMatricula, claveIdempotencia, clock()),
    );
    const issued = certificateByCode(db, code)!;
    return ok({ codigo: code, emitidoEn: iso(issued.issuedAt) }, t.issued);
  },

  revocarCertificadoEstudios: (context) => {
    const { db, clock } = context.services;
    const row = certificateByCode(db, context.params.codigo);
    if (!row) throw notFound();
    // Revoking again changes nothing (the first reason and day stand) and answers the same.
    const at = row.revokedAt ?? clock();
    if (row.revokedAt === null)
      db.prepare(REVOKE_SQL).run({ code: row.code, at, reason: context.body.motivo.trim() });
    return ok({ codigo: row.code, revocadoEn: iso(at) }, t.revoked);
  },

  descargarCertificadoEstudios: async (context) => {
    const { db } = context.services;
    const row = certificateByCode(db, context.params.codigo);
    if (!row) throw notFound();
    if (row.studentId !== signedIn(context).idu) throw forbidden();
    context.reply
      .type('application/pdf')
      .header('content-disposition', attachment(`certificado-${row.code}.pdf`))
      .header('x-content-type-options', 'nosniff');
    return certificatePdf(row, verificationUrl(db, row.code), qrText(db, row));
  },
} satisfies Partial<ServiceHandlers<operations>>;
