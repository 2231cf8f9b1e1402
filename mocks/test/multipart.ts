/** A multipart/form-data body for `app.inject`: text fields, then at most one file part. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; bytes: Buffer; type?: string },
) {
  const boundary = '----campus-demo-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'archivo'}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
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
