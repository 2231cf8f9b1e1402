import { queryOne } from '../../db/query.ts';
import { SMS_CODE_DIGITS } from '../../security/smsCode.ts';
import type { Caller } from '../authenticate.ts';
import type { DemoServices } from '../context.ts';
import { badRequest, tooManyRequests } from '../errors.ts';
import { checkSmsCode, deliverSmsCode } from '../smsDelivery.ts';
import {
  COUNT_WRONG_TRY_SQL,
  INSERT_CODE_SQL,
  LAST_CODE_SQL,
  RECENT_CODES_SQL,
  SPEND_CODE_SQL,
} from './phoneCodes.sql.ts';
import { profileTexts } from './texts.ts';

// spec §9: a new code after 59 s. The code lasts 5 minutes; 5 wrong tries lock it; at most 5
// codes an hour, so the demo's "SMS" cannot be used to flood a number.
export const PHONE_CODE_VALID_SECONDS = 300;
export const PHONE_CODE_RESEND_SECONDS = 59;
export const PHONE_CODE_ATTEMPTS = 5;
export const PHONE_CODES_PER_HOUR = 5;
const HOUR = 3_600_000;

interface CodeRow {
  id: number;
  phone: string;
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
  usedAt: number | null;
}

/** Sends a code to `phone` (already checked as a Peruvian mobile) for the caller to confirm. */
export function sendPhoneCode(services: DemoServices, caller: Caller, phone: string) {
  const { db } = services;
  const now = services.clock();
  const last = queryOne<CodeRow>(db, LAST_CODE_SQL, caller.idu);
  const recent = queryOne<{ count: number; oldest: number | null }>(
    db,
    RECENT_CODES_SQL,
    caller.idu,
    now - HOUR,
  );
  if (recent && recent.count >= PHONE_CODES_PER_HOUR && recent.oldest !== null) {
    const seconds = Math.ceil((recent.oldest + HOUR - now) / 1000);
    throw tooManyRequests(
      seconds,
      profileTexts.codeHourly(Math.ceil(seconds / 60)),
      'Phone codes per hour exceeded',
    );
  }
  return deliverSmsCode(services, caller, {
    phone,
    subject: 'Código SMS para verificar tu celular',
    lastSentAt: last?.sentAt ?? null,
    validSeconds: PHONE_CODE_VALID_SECONDS,
    resendSeconds: PHONE_CODE_RESEND_SECONDS,
    waitMessage: profileTexts.codeWait,
    store: (codeHash, sentAt, expiresAt) =>
      db.prepare(INSERT_CODE_SQL).run(caller.idu, phone, codeHash, sentAt, expiresAt),
  });
}

const isCode = (code: string) => new RegExp(`^\\d{${SMS_CODE_DIGITS}}$`).test(code);

/**
 * Checks `code` against the caller's last code and spends it, returning the phone it was sent to.
 * A wrong try is counted and kept even though the answer is a refusal.
 */
export function confirmPhoneCode(services: DemoServices, caller: Caller, code: string): string {
  const { db } = services;
  const refuse = (message: string) => badRequest({ codigo: [message] });
  if (!code) throw refuse(profileTexts.required);
  if (!isCode(code)) throw refuse(profileTexts.codeFormat);
  const last = queryOne<CodeRow>(db, LAST_CODE_SQL, caller.idu);
  if (!last) throw refuse(profileTexts.noCode);
  checkSmsCode(services, last, code, {
    attempts: PHONE_CODE_ATTEMPTS,
    messages: {
      expired: profileTexts.codeExpired,
      locked: profileTexts.codeLocked,
      wrong: profileTexts.codeWrong,
    },
    refuse,
    countWrongTry: (id) => db.prepare(COUNT_WRONG_TRY_SQL).run(id),
  });
  db.prepare(SPEND_CODE_SQL).run(services.clock(), last.id);
  return last.phone;
}
