/**
 * The id at the end of an address segment such as 'base-de-datos-ii-3120' (spec §2 course links
 * put the section after the course's slug), or null when there is none.
 */
export function trailingIdOf(slug: string | undefined): number | null {
  const match = /-(\d+)$/.exec(slug ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
