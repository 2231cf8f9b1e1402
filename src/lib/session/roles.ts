import type { SesionUsuario } from '@generated/main/model';

export type UserRole = 'student' | 'teacher' | 'collaborator';

/** Who may open a route (spec §6). */
export type RouteGuard =
  | 'public'
  | 'authenticated'
  | 'student'
  | 'teacher'
  | 'adminType'
  // An admin-type psychologist: their own calendar and sessions, which the API refuses to every
  // other admin-type user (the flag and DISPODOC, issue 54).
  | 'psychologist'
  | 'superadmin';

const ROLE_BY_TIPO: Record<number, UserRole> = { 1: 'student', 2: 'teacher', 3: 'collaborator' };

/** spec §6: role by tip, 1 student, 2 teacher, 3 collaborator. */
export function roleOf(user: SesionUsuario | null): UserRole | null {
  return user ? (ROLE_BY_TIPO[user.tipo] ?? null) : null;
}

export function hasRole(user: SesionUsuario | null, guard: RouteGuard): boolean {
  switch (guard) {
    case 'public':
      return true;
    case 'authenticated':
      return user !== null;
    case 'student':
      return roleOf(user) === 'student';
    case 'teacher':
      return roleOf(user) === 'teacher';
    case 'adminType':
      return user?.esAdministrativo === true;
    case 'psychologist':
      return user?.esAdministrativo === true && user.esPsicologo;
    case 'superadmin':
      return user?.esAdministrativo === true && user.esSuperadmin;
  }
}
