/**
 * A data provider method a spec-shaped resource has no path for: react-admin never calls it from
 * the resource's pages, and a call would be a bug, so it fails loudly.
 */
export const unsupportedBy = (subject: string) => (what: string) => () =>
  Promise.reject(new Error(`${subject} has no ${what} in the spec's paths`));
