import type { UserRole } from '@/lib/session';
import { SHELL_PATHS } from './shellPaths';
import { texts } from './texts';

const labels = texts.bottomBar;

export type BottomBarItem =
  | { key: 'home' | 'schedule' | 'myAccount'; kind: 'link'; label: string; to: string }
  | { key: 'menu'; kind: 'menu'; label: string };

const scheduleItem = (role: UserRole | null): BottomBarItem => {
  if (role === 'student')
    return {
      key: 'schedule',
      kind: 'link',
      label: labels.studentSchedule,
      to: SHELL_PATHS.studentSchedule,
    };
  if (role === 'teacher')
    return {
      key: 'schedule',
      kind: 'link',
      label: labels.teacherSchedule,
      to: SHELL_PATHS.teacherSchedule,
    };
  // Collaborators publish from the home card (spec §2 'Home card').
  return { key: 'schedule', kind: 'link', label: labels.publish, to: SHELL_PATHS.home };
};

/** Spec §2 mobile bottom bar: Inicio, the role's schedule item, Mi cuenta, Menú. */
export const bottomBarItems = (role: UserRole | null): BottomBarItem[] => [
  { key: 'home', kind: 'link', label: labels.home, to: SHELL_PATHS.home },
  scheduleItem(role),
  {
    key: 'myAccount',
    kind: 'link',
    label: labels.myAccount,
    to: role === 'student' ? SHELL_PATHS.myAccount : SHELL_PATHS.home,
  },
  { key: 'menu', kind: 'menu', label: labels.menu },
];
