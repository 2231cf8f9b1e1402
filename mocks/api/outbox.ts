import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface OutboxMail {
  to: string;
  usuario: string;
  subject: string;
  code: string;
  createdAt: string;
}

export type SendMail = (mail: OutboxMail) => void;

/**
 * The demo API sends no real mail (ARCHITECTURE §7): each message goes to the server log and,
 * when a file is configured, is appended to it as one JSON line for developers and tests.
 */
export function createOutbox(
  file: string | null,
  log: FastifyBaseLogger,
  onMail?: (mail: OutboxMail) => void,
): SendMail {
  if (file) mkdirSync(dirname(file), { recursive: true });
  return (mail) => {
    log.info({ outbox: mail }, `Dev outbox: mail to ${mail.to}`);
    if (file) appendFileSync(file, `${JSON.stringify(mail)}\n`, { mode: 0o600 });
    onMail?.(mail);
  };
}
