import { texts } from './texts.ts';

export type FieldErrors = Record<string, string[]>;

/** An error the demo API answers with the spec's envelope (spec §7-8). */
export class ApiError extends Error {
  readonly status: number;
  readonly messagePublic: string;
  readonly errors?: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    messagePublic: string,
    extra: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.messagePublic = messagePublic;
    this.errors = extra.errors;
    this.headers = extra.headers ?? {};
  }

  get body() {
    return {
      results: null,
      message: this.message,
      messagePublic: this.messagePublic,
      ...(this.errors && { errors: this.errors }),
    };
  }
}

/** A 400 whose messagePublic is the first message of the first invalid field. */
export function badRequest(errors: FieldErrors, message = 'Validation failed'): ApiError {
  const first = Object.values(errors)[0]?.[0] ?? texts.validation.invalidValue;
  return new ApiError(400, message, first, { errors });
}

export const unauthorized = (messagePublic: string, message = 'Invalid or expired token') =>
  new ApiError(401, message, messagePublic);

export const forbidden = () => new ApiError(403, 'Role not allowed', texts.forbidden);

export const notFound = () => new ApiError(404, 'Not found', texts.notFound);

/** A save made from a copy older than the stored record: nothing is written. */
export const staleRecord = () => new ApiError(409, 'Stale version', texts.staleRecord);

export const tooManyRequests = (seconds: number, messagePublic: string, message: string) =>
  new ApiError(429, message, messagePublic, { headers: { 'retry-after': String(seconds) } });
