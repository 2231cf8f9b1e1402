/** Field name -> Spanish validation messages, first one first (spec §7). */
export type ValidationErrors = Record<string, string[]>;

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

function validationErrors(body: unknown): ValidationErrors | null {
  const errors = field(body, 'errors');
  if (typeof errors !== 'object' || errors === null) return null;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string'),
  );
  return Object.fromEntries(entries);
}

/**
 * A failed call: `status` is the HTTP status, or 0 when the request never got an answer
 * (then `message` holds the network error's text).
 */
export class ApiError<TBody = unknown> extends Error {
  readonly status: number;
  readonly messagePublic: string | null;
  readonly errors: ValidationErrors | null;
  readonly body: TBody | string | null;

  constructor(status: number, body: TBody | string | null, message?: string) {
    const messagePublic = field(body, 'messagePublic');
    const publicText =
      typeof messagePublic === 'string' && messagePublic !== '' ? messagePublic : null;
    super(message ?? publicText ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messagePublic = publicText;
    this.errors = validationErrors(body);
    this.body = body;
  }

  static network(cause: unknown): ApiError<never> {
    const text = cause instanceof Error ? cause.message : String(cause);
    return new ApiError<never>(0, null, text);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
