import { lazy } from 'react';

// What the shell mounts: the floating attendance button (small; its modal loads on the first
// click) and the room the page keeps under it; and the flow's attendance alerts on home (spec §4:
// the teacher's unmarked classes, the student's absences), loaded when one shows.
export { default as AttendanceButton } from './button/AttendanceButton';
export { ATTENDANCE_BUTTON_CLEARANCE } from './button/buttonLayout';
export { useAttendanceRole } from './button/useAttendanceRole';
export const TeacherAttendanceAlert = lazy(() => import('./alerts/TeacherAttendanceAlert'));
export const AbsenceAlert = lazy(() => import('./alerts/AbsenceAlert'));
