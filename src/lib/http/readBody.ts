/** 'attachment; filename*=UTF-8''acta%20final.pdf' -> 'acta final.pdf' (RFC 6266), else null. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(contentDisposition);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

function isJson(contentType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

/**
 * The body as its content type says: JSON parsed, text as text, anything else (receipts,
 * certificates, CSV exports, images) as a File named by Content-Disposition. Reading a PDF with
 * `response.text()` would corrupt it.
 */
export async function readBody(response: Response): Promise<unknown> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (response.status === 204 || response.headers.get('Content-Length') === '0') return null;
  if (isJson(contentType) || contentType === '') {
    const text = await response.text();
    if (text === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const disposition = response.headers.get('Content-Disposition');
  if (contentType.startsWith('text/') && !/attachment/i.test(disposition ?? '')) {
    return response.text();
  }
  const blob = await response.blob();
  return new File([blob], fileNameOf(disposition) ?? 'archivo', { type: blob.type || contentType });
}
