import { textPdf } from '../api/files/pdf.ts';

interface FilePart {
  field?: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body for `app.inject`: text fields, then the file parts given. */
export function multipartBody(fields: Record<string, string>, file?: FilePart | FilePart[]) {
  const boundary = '----campus-demo-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  for (const part of [file ?? []].flat()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'archivo'}"; ` +
          `filename="${part.name}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A small well-formed PDF of one page: uploads are parsed whole, not judged by their signature.
 * ASCII only, so it also crosses Prism, which passes file parts on as UTF-8 text.
 */
export const TINY_PDF = textPdf(['Prueba']);

/** A 1 px GIF without a colour table: a real image in ASCII bytes only (see TINY_PDF). */
export const ASCII_GIF = Buffer.from([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2,
  0x44, 1, 0, 0x3b,
]);
