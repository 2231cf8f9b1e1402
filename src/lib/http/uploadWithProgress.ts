/** How much of a request body has gone out. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, rounded down; 0 while the total is unknown. */
  percent: number;
}

/**
 * fetch cannot report how much of a body was sent, so uploads that show progress go through
 * XMLHttpRequest; the answer is handed back as a Response, so the rest of the mutator is shared.
 */
export function uploadWithProgress(
  url: string,
  init: RequestInit & { headers: Headers },
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    // Cancelled before it started (while this module loaded): as fetch does, nothing is sent.
    if (init.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'POST', url);
    request.responseType = 'arraybuffer';
    init.headers.forEach((value, name) => request.setRequestHeader(name, value));

    const abort = () => request.abort();
    init.signal?.addEventListener('abort', abort, { once: true });
    const done = () => init.signal?.removeEventListener('abort', abort);

    request.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      const percent = total > 0 ? Math.floor((event.loaded / total) * 100) : 0;
      onProgress({ loaded: event.loaded, total, percent });
    };
    request.onload = () => {
      done();
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const separator = line.indexOf(':');
        if (separator > 0)
          headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
      }
      const status = request.status;
      const nullBody = status === 204 || status === 205 || status === 304;
      resolve(
        new Response(nullBody ? null : (request.response as ArrayBuffer), { status, headers }),
      );
    };
    request.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    request.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    request.send(init.body as XMLHttpRequestBodyInit | null);
  });
}
