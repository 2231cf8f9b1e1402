// Which classes of a section count for a student (migration 059, issue 54): those whose marking
// window (windowClosesAt in src/lib/attendance/rules.ts, start + topTope + 1 minute) closed after
// they took their seat. A newcomer is not absent from the classes held before them. The absence
// alert and the teacher's roster count by the same rule.

/** SQL condition on the class `cs` (class_sessions) and the seat `ss` (section_students). */
export const countsForSeatSql = (cs: string, ss: string) =>
  `${cs}.starts_at + (${cs}.top_tope + 1) * 60000 > coalesce(${ss}.seated_at, 0)`;
