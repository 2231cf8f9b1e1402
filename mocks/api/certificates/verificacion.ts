import type { operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { normaliseCode } from './code.ts';
import { initials, newChallenge, spendChallenge } from '../publicChallenge.ts';
import { countPublicLookup } from './publicGuard.ts';
import { certificateByCode } from './stored.ts';
import type { ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';
import { STATEMENT_SQL } from './verificacion.sql.ts';

// The public verification of certificates and sworn statements (issue 37;
// openapi/main/certificados.yaml): no session, a proof of work per verification and a limit per
// address (issue 55), and only what the document states, the person by their initials: a code
// nobody holds says nothing else.

/** The challenge's purpose: one made for a verification is spent on nothing else. */
const PURPOSE = 'verificacion';

const state = (revokedAt: number | null) => (revokedAt === null ? 'VALIDO' : 'REVOCADO');
const revokedOn = (revokedAt: number | null) => (revokedAt === null ? null : iso(revokedAt));
/** All but the last three characters hidden: enough to compare with the paper in hand. */
const maskDocument = (type: string, number: string) =>
  `${type} ${'*'.repeat(Math.max(number.length - 3, 0))}${number.slice(-3)}`;

export const verificacionHandlers = {
  obtenerDesafioVerificacion: async ({ services, request }) => {
    countPublicLookup(services, request.ip);
    return ok(await newChallenge(services, PURPOSE));
  },

  verificarCertificado: async ({ services, request, body }) => {
    countPublicLookup(services, request.ip);
    await spendChallenge(services, body.desafio, PURPOSE);
    const code = normaliseCode(body.codigo);
    const row = code ? certificateByCode(services.db, code) : undefined;
    if (!row) return ok({ estado: 'DESCONOCIDO' as const, certificado: null });
    return ok({
      estado: state(row.revokedAt),
      certificado: {
        codigo: row.code,
        titular: initials(row.holderName),
        documento: maskDocument(row.documentType, row.documentNumber),
        programa: row.programme,
        creditosAprobados: row.credits,
        emitidoEn: iso(row.issuedAt),
        revocadoEn: revokedOn(row.revokedAt),
      },
    });
  },

  validarDeclaracionJurada: async ({ services, request, body }) => {
    countPublicLookup(services, request.ip);
    await spendChallenge(services, body.desafio, PURPOSE);
    const code = normaliseCode(body.codigo);
    const row = code
      ? queryOne<{
          code: string;
          holder: string;
          subject: string;
          issuedAt: number;
          revokedAt: number | null;
        }>(services.db, STATEMENT_SQL, { code })
      : undefined;
    if (!row) return ok({ estado: 'DESCONOCIDO' as const, declaracion: null });
    return ok({
      estado: state(row.revokedAt),
      declaracion: {
        codigo: row.code,
        declarante: initials(row.holder),
        asunto: row.subject,
        emitidoEn: iso(row.issuedAt),
        revocadoEn: revokedOn(row.revokedAt),
      },
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
