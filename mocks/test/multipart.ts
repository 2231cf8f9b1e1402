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

/** The smallest file the CV purpose takes: a PDF by its signature. */
export const TINY_PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n');
