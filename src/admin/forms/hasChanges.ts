/** A field left empty: rjsf drops a cleared text, a record may hold null or ''. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Whether a form's values differ from those it opened with, field by field. */
export function hasChanges(
  values: Record<string, unknown>,
  initial: Record<string, unknown>,
): boolean {
  return Object.keys({ ...initial, ...values }).some((field) => {
    const [now, before] = [values[field], initial[field]];
    if (isEmpty(now) && isEmpty(before)) return false;
    return JSON.stringify(now) !== JSON.stringify(before);
  });
}
