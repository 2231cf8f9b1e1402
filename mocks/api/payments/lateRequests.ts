import { queryOne } from '../../db/query.ts';
import { signedIn, type HandlerContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { FEE_REQUEST_SQL, INSERT_FEE_REQUEST_SQL } from './pagos.sql.ts';
import { fileRequest } from '../procedures/filing.ts';
import { requirementsOf, typeByCode } from '../procedures/types.ts';
import { paymentTexts as t } from './texts.ts';
import { KEY_FEE_SQL } from './lateRequests.sql.ts';

// The late-payment path's requests (a new-date commitment, a payment not reflected) are
// procedures the area resolves in its tray: filed through the procedures' own filing, so they
// get its idempotency, notifications and history, and tied to their fee, one of each per fee.

export interface FeeRow {
  id: number;
  enrolmentId: number;
  studentId: number;
  concept: string;
  dueOn: string;
  rescheduleDays: number;
  netCents: number;
  lateChargeCents: number;
  state: 'PENDIENTE' | 'VENCIDA' | 'PAGADA' | 'EN_PROCESO';
  programme: string;
  periodStart: string;
}

export type LateKind = 'REAGENDAR' | 'PROBLEMA';

/** What a request files: its answers by requirement name and the voucher's upload, if any. */
export interface LateRequest {
  newDueOn: string | null;
  campos: Record<string, string>;
  adjuntos: number[];
}

const TYPE_CODE: Record<LateKind, string> = { REAGENDAR: 'REAGPAGO', PROBLEMA: 'PROBPAGO' };

/**
 * Files the fee's request of `kind` once: the same key answers the first request; another
 * request of the kind for the fee is refused. `prepare` checks the rules and says what to file.
 */
export function fileLateRequest(
  context: HandlerContext,
  fee: FeeRow,
  kind: LateKind,
  key: string,
  prepare: () => LateRequest,
) {
  const { db } = context.services;
  const caller = signedIn(context);
  const existing = queryOne<{
    requestId: number;
    newDueOn: string | null;
    idempotencyKey: string;
    numero: string;
  }>(db, FEE_REQUEST_SQL, { feeId: fee.id, kind });
  const answer = (requestId: number, numero: string, newDueOn: string | null) => ({
    idSolicitud: requestId,
    numero,
    idCuota: fee.id,
    fecha: newDueOn,
  });
  if (existing?.idempotencyKey === key) {
    return answer(existing.requestId, existing.numero, existing.newDueOn);
  }
  if (existing) {
    throw badRequest({
      idCuota: [kind === 'REAGENDAR' ? t.alreadyRescheduled : t.alreadyReported],
    });
  }
  const keyUsed = queryOne<{ feeId: number }>(db, KEY_FEE_SQL, { requesterId: caller.idu, key });
  if (keyUsed) throw badRequest({ claveIdempotencia: [t.keyUsed] });

  const request = prepare();
  const type = typeByCode(db, TYPE_CODE[kind]);
  const requirements = requirementsOf(db, type.id);
  const idOf = (name: string) => requirements.find((r) => r.name === name)!.id;
  const voucher = requirements.find((r) => r.kind === 'DOCUMENTO');
  const filed = fileRequest(context.services, caller, type, {
    claveIdempotencia: key,
    idTipoTramite: type.id,
    idMatricula: fee.enrolmentId,
    campos: Object.entries(request.campos)
      .filter(([, valor]) => valor !== '')
      .map(([name, valor]) => ({ idRequisito: idOf(name), valor })),
    adjuntos:
      voucher && request.adjuntos.length
        ? [{ idRequisito: voucher.id, idArchivos: request.adjuntos }]
        : [],
    comentario: null,
    codigoSms: null,
  });
  db.prepare(INSERT_FEE_REQUEST_SQL).run({
    feeId: fee.id,
    kind,
    requestId: filed.id,
    newDueOn: request.newDueOn,
  });
  return answer(filed.id, filed.numero, request.newDueOn);
}
