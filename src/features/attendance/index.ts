import { lazy } from 'react';

// What the shell mounts: the floating attendance button (small; its modal loads on the first
// click), the room the page keeps under it, and the teacher's attendance alert (loaded for
// teachers only).
export { default as AttendanceButton } from './AttendanceButton';
export { ATTENDANCE_BUTTON_CLEARANCE } from './buttonLayout';
export { useAttendanceRole } from './useAttendanceRole';
export const TeacherAttendanceAlert = lazy(() => import('./TeacherAttendanceAlert'));
