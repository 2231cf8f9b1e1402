/** A route's `:id` parameter as a record id: digits only, a safe positive integer; else null. */
export function routeIdOf(param: string | undefined): number | null {
  const id = /^\d+$/.test(param ?? '') ? Number(param) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
