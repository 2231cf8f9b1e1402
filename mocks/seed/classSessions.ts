// What the period's classes and the demo's classes of today share.

/** Tolerances in minutes of every class the timetable gives (spec §3 topeInferior...). */
export const DEFAULT_TOPES = { bottom: 15, top: 15, late: 30 } as const;

/** The Teams meeting of a virtual class (a demo address, never a real meeting). */
export const teamsUrl = (sectionId: number, number: number) =>
  `https://reuniones.campus.example/teams/${sectionId}-${number}`;
