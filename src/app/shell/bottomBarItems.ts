import { paths } from '@/routes';
import type { UserRole } from '@/lib/session';
import { texts } from './texts';

const labels = texts.bottomBar;

/** The student schedule opens on the week view. */
const STUDENT_SCHEDULE_VIEW = 'semana';

export type BottomBarItem =
  | { key: 'home' | 'schedule' | 'myAccount'; kind: 'link'; label: string; to: string }
  | { key: 'myAccount'; kind: 'profileDialog'; label: string }
  | { key: 'menu'; kind: 'menu'; label: string };

const scheduleItem = (role: UserRole | null): BottomBarItem => {
  if (role === 'student')
    return {
      key: 'schedule',
      kind: 'link',
      label: labels.studentSchedule,
      to: paths.estudiantes_horario.getHref({ slug: STUDENT_SCHEDULE_VIEW }),
    };
  if (role === 'teacher')
    return {
      key: 'schedule',
      kind: 'link',
      label: labels.teacherSchedule,
      to: paths.docentes_programacion_docente.getHref(),
    };
  // Collaborators publish from the home card (spec §2 'Home card').
  return { key: 'schedule', kind: 'link', label: labels.publish, to: paths.home.getHref() };
};

/**
 * Spec §2 mobile bottom bar: Inicio, the role's schedule item, Mi cuenta, Menú. Mi cuenta is
 * /mi-cuenta for students and the profile dialog for everyone else (the route is students' only).
 */
export const bottomBarItems = (role: UserRole | null): BottomBarItem[] => [
  { key: 'home', kind: 'link', label: labels.home, to: paths.home.getHref() },
  scheduleItem(role),
  role === 'student'
    ? { key: 'myAccount', kind: 'link', label: labels.myAccount, to: paths.profile.getHref() }
    : { key: 'myAccount', kind: 'profileDialog', label: labels.myAccount },
  { key: 'menu', kind: 'menu', label: labels.menu },
];
