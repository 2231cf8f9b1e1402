import { roleOf, useSession } from '@/lib/session';
import type { RouteName } from '@/routes';
import { attendanceButtonHidden } from './hiddenRoutes';

/**
 * Whose classes the floating attendance button opens on this route ('alumno' or 'docente'), or
 * null where it is not shown: the profile must enable it (spec §3 enableAttendanceBtn), only
 * students and teachers mark attendance, and some routes hide it (spec §2).
 */
export function useAttendanceRole(
  enabled: boolean,
  routeName: RouteName | undefined,
): 'alumno' | 'docente' | null {
  const role = roleOf(useSession().user);
  if (!enabled || attendanceButtonHidden(routeName)) return null;
  return role === 'student' ? 'alumno' : role === 'teacher' ? 'docente' : null;
}
