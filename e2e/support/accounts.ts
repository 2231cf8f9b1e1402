import { authDir } from './run';

/** Demo accounts of the seeded database (README); all share one password. */
export const PASSWORD = 'Campus2026';

export const roles = [
  'alumno',
  'docente',
  'colaborador',
  'psicologo',
  'superadmin',
  // A collaborator without the admin-type flag (migration 013).
  'asistente',
] as const;
export type Role = (typeof roles)[number];

export const storageStatePath = (role: Role) => `${authDir}/${role}.json`;

/** Generated students with fixed usernames (alumno1 … alumno8), for flows that change data. */
export const SPARE_STUDENTS = 8;
