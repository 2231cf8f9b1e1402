import type { operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { badRequest } from '../errors.ts';
import { limaDay } from '../limaDay.ts';
import { countLookup, newChallenge, passChallenge } from './lookupGuard.ts';
import { paymentTexts as t } from './texts.ts';
import { ok } from '../respond.ts';
import { OVERDUE_BY_DOCUMENT_SQL } from './consultaDeuda.sql.ts';

// The public debt lookup (issue 37; openapi/main/pagos.yaml): no session, a human check, limits
// per address and per document, and one answer for "nothing owed" and "nobody": only an overdue
// fee says that someone holds the document, and then only their masked name.

interface Row {
  firstName: string;
  paternalSurname: string;
  maternalSurname: string;
  concepto: string;
  vencimiento: string;
  totalCentimos: number;
}

/** Each word's first letter and asterisks: 'Lucía Quispe' -> 'L**** Q*****'. */
const mask = (words: string) =>
  words
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word[0]}${'*'.repeat(Math.max(word.length - 1, 3))}`)
    .join(' ');

export const consultaDeudaHandlers = {
  obtenerDesafioDeuda: ({ services, request }) => {
    countLookup(services, request.ip);
    return ok(newChallenge(services));
  },

  consultarDeuda: ({ services, request, body }) => {
    const documentNumber = body.numeroDocumento.toUpperCase();
    countLookup(services, request.ip, `${body.tipoDocumento}:${documentNumber}`);
    if (!passChallenge(services, body.idDesafio, body.respuesta)) {
      throw badRequest({ respuesta: [t.challengeWrong] });
    }
    const rows = queryAll<Row>(services.db, OVERDUE_BY_DOCUMENT_SQL, {
      documentType: body.tipoDocumento,
      documentNumber,
      today: limaDay(services.clock()),
    });
    const [first] = rows;
    return ok({
      nombre: first
        ? mask(`${first.firstName} ${first.paternalSurname} ${first.maternalSurname}`)
        : null,
      cuotas: rows.map(({ concepto, vencimiento, totalCentimos }) => ({
        concepto,
        vencimiento,
        totalCentimos,
      })),
      totalCentimos: rows.reduce((total, row) => total + row.totalCentimos, 0),
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
