import { ApiError } from '@/lib/http';

/** A 400 naming one field, as the API words it (spec §7). */
export const refusal = (field: string, message: string) =>
  new ApiError(400, { errors: { [field]: [message] } });
