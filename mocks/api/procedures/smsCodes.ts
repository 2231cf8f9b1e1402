import { queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import type { DemoServices } from '../context.ts';
import { badRequest } from '../errors.ts';
import { checkSmsCode, deliverSmsCode } from '../smsDelivery.ts';
import {
  COUNT_WRONG_TRY_SQL,
  INSERT_CODE_SQL,
  LAST_CODE_SQL,
  SPEND_CODE_SQL,
  USER_PHONE_SQL,
} from './smsCodes.sql.ts';
import { procedureTexts } from './texts.ts';

// spec §4 SMS code modal: 6 digits, a new one after 59 s. The code lasts 5 minutes and takes three
// wrong tries; the demo API "sends" it to its log and outbox.
export const SMS_VALID_SECONDS = 300;
export const SMS_RESEND_SECONDS = 59;
export const SMS_ATTEMPTS = 3;

interface CodeRow {
  id: number;
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
  usedAt: number | null;
}

/** Sends a new code for filing `typeId`; 429 when the last one went out under 59 s ago. */
export function sendCode(services: DemoServices, caller: Caller, typeId: number) {
  const { db } = services;
  const phone = queryOne<{ phone: string | null }>(db, USER_PHONE_SQL, caller.idu)?.phone;
  if (!phone) throw badRequest({ idTipoTramite: [procedureTexts.noPhone] });
  const last = queryOne<CodeRow>(db, LAST_CODE_SQL, { userId: caller.idu, typeId });
  return deliverSmsCode(services, caller, {
    phone,
    subject: 'Código SMS para tu trámite',
    lastSentAt: last?.sentAt ?? null,
    validSeconds: SMS_VALID_SECONDS,
    resendSeconds: SMS_RESEND_SECONDS,
    waitMessage: procedureTexts.smsWait,
    store: (codeHash, sentAt, expiresAt) =>
      db.prepare(INSERT_CODE_SQL).run(caller.idu, typeId, codeHash, sentAt, expiresAt),
  });
}

/**
 * Checks the code sent for filing `typeId` and spends it. A wrong try counts even though the
 * filing is refused, so this runs outside the filing's transaction.
 */
export function spendCode(
  services: DemoServices,
  caller: Caller,
  typeId: number,
  code: string | null,
) {
  const { db } = services;
  const refuse = (message: string) => badRequest({ codigoSms: [message] });
  if (!code) throw refuse(procedureTexts.required);
  const last = queryOne<CodeRow>(db, LAST_CODE_SQL, { userId: caller.idu, typeId });
  if (!last) throw refuse(procedureTexts.smsExpired);
  checkSmsCode(services, last, code, {
    attempts: SMS_ATTEMPTS,
    messages: {
      expired: procedureTexts.smsExpired,
      locked: procedureTexts.smsAttempts,
      wrong: procedureTexts.smsWrong,
    },
    refuse,
    countWrongTry: (id) => db.prepare(COUNT_WRONG_TRY_SQL).run(id),
  });
  return () => db.prepare(SPEND_CODE_SQL).run(services.clock(), last.id);
}
