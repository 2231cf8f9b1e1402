import { readFileSync } from 'node:fs';
import { textPdf } from '../../mocks/api/files/pdf';
import { outboxFile } from './run';

/** The smallest valid PNG (one pixel): an upload every image rule accepts by its signature. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A small well-formed PDF named `name`: the demo API parses uploaded PDFs whole. */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: textPdf([name]),
});

/** The SMS code the demo API "sent" to `usuario` last (it writes them to the dev outbox). */
export const smsCode = (usuario: string) =>
  readFileSync(outboxFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { usuario: string; code: string; subject: string })
    .filter((mail) => mail.usuario === usuario && mail.subject.includes('SMS'))
    .at(-1)!.code;
