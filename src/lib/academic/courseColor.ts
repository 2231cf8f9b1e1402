// spec §9: a course's colour comes from a palette indexed by the last two digits of its section
// id, so a course keeps its colour on every screen and neighbours rarely share one. Used as an
// accent band beside text, never behind it (contrast stays the theme's).
export const COURSE_PALETTE = [
  '#1e88e5',
  '#43a047',
  '#f4511e',
  '#8e24aa',
  '#00897b',
  '#fdd835',
  '#3949ab',
  '#e53935',
  '#6d4c41',
  '#00acc1',
  '#c0ca33',
  '#d81b60',
] as const;

export function courseColor(sectionId: number): string {
  const lastTwo = Math.abs(Math.trunc(sectionId)) % 100;
  return COURSE_PALETTE[lastTwo % COURSE_PALETTE.length]!;
}
