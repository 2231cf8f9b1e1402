import { hashSmsCode, maskPhone, newSmsCode } from '../security/smsCode.ts';
import type { Caller } from './authenticate.ts';
import type { DemoServices } from './context.ts';
import { tooManyRequests } from './errors.ts';

/** One kind of SMS code (a procedure's, a new phone's): where it goes and how it is kept. */
export interface SmsCodeOrder {
  phone: string;
  subject: string;
  /** When the last code of this kind went out to the caller, or null. */
  lastSentAt: number | null;
  validSeconds: number;
  resendSeconds: number;
  waitMessage: (seconds: number) => string;
  /** Keeps the new code's hash, when it was sent and when it expires. */
  store: (codeHash: string, sentAt: number, expiresAt: number) => void;
}

/**
 * spec §4 SMS code modal: a new 6-digit code, refused (429) while the last one is younger than
 * `resendSeconds`; the demo API "sends" it to its log and outbox, and answers the masked number.
 */
export function deliverSmsCode(services: DemoServices, caller: Caller, order: SmsCodeOrder) {
  const now = services.clock();
  const wait =
    order.lastSentAt === null
      ? 0
      : Math.ceil((order.lastSentAt + order.resendSeconds * 1000 - now) / 1000);
  if (wait > 0) throw tooManyRequests(wait, order.waitMessage(wait), 'SMS code asked too soon');
  const code = newSmsCode();
  order.store(hashSmsCode(code), now, now + order.validSeconds * 1000);
  services.sendMail({
    to: maskPhone(order.phone),
    usuario: caller.username,
    subject: order.subject,
    code,
    createdAt: new Date(now).toISOString(),
  });
  return {
    celular: maskPhone(order.phone),
    vigenciaSegundos: order.validSeconds,
    reenvioSegundos: order.resendSeconds,
  };
}

/** The stored code a check is made against (a procedure's or a new phone's). */
export interface StoredSmsCode {
  id: number;
  codeHash: string;
  expiresAt: number;
  attempts: number;
  usedAt: number | null;
}

export interface SmsCodeCheck {
  /** Wrong tries that lock the code. */
  attempts: number;
  messages: { expired: string; locked: string; wrong: string };
  /** The 400 a refusal answers, with the message under its field. */
  refuse: (message: string) => Error;
  /** Counts one wrong try on the stored code (kept though the answer is a refusal). */
  countWrongTry: (id: number) => void;
}

/**
 * Refuses a spent or expired code, a locked one and a wrong one (counting the try, which locks
 * it at the limit); returns when `code` is the one sent. Spending it is the caller's.
 */
export function checkSmsCode(
  services: DemoServices,
  stored: StoredSmsCode,
  code: string,
  check: SmsCodeCheck,
): void {
  const { messages } = check;
  if (stored.usedAt !== null || stored.expiresAt < services.clock()) {
    throw check.refuse(messages.expired);
  }
  if (stored.attempts >= check.attempts) throw check.refuse(messages.locked);
  if (stored.codeHash !== hashSmsCode(code)) {
    check.countWrongTry(stored.id);
    throw check.refuse(stored.attempts + 1 >= check.attempts ? messages.locked : messages.wrong);
  }
}
