import type { operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { limaDay } from '../limaDay.ts';
import { initials, newChallenge, spendChallenge } from '../publicChallenge.ts';
import { countLookup } from './lookupGuard.ts';
import { ok } from '../respond.ts';
import { OVERDUE_BY_DOCUMENT_SQL } from './consultaDeuda.sql.ts';

// The public debt lookup (issue 37; openapi/main/pagos.yaml): no session, a proof of work per
// lookup (issue 55), limits per address and per document, and one answer for "nothing owed" and
// "nobody": only an overdue fee says that someone holds the document, and then only the initials
// of their name.

/** The challenge's purpose: one made for the lookup is spent on nothing else. */
const PURPOSE = 'consultarDeuda';

interface Row {
  firstName: string;
  paternalSurname: string;
  maternalSurname: string;
  concepto: string;
  vencimiento: string;
  totalCentimos: number;
}

export const consultaDeudaHandlers = {
  obtenerDesafioDeuda: async ({ services, request }) => {
    countLookup(services, request.ip);
    return ok(await newChallenge(services, PURPOSE));
  },

  consultarDeuda: async ({ services, request, body }) => {
    const documentNumber = body.numeroDocumento.toUpperCase();
    countLookup(services, request.ip, `${body.tipoDocumento}:${documentNumber}`);
    await spendChallenge(services, body.desafio, PURPOSE);
    const rows = queryAll<Row>(services.db, OVERDUE_BY_DOCUMENT_SQL, {
      documentType: body.tipoDocumento,
      documentNumber,
      today: limaDay(services.clock()),
    });
    const [first] = rows;
    return ok({
      nombre: first
        ? initials(`${first.firstName} ${first.paternalSurname} ${first.maternalSurname}`)
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
