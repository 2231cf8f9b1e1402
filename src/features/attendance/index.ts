import { lazy } from 'react';

// What the shell mounts: the floating attendance button (small; its modal loads on the first
// click) and the teacher's attendance alert (loaded for teachers only).
export { default as AttendanceButton } from './AttendanceButton';
export const TeacherAttendanceAlert = lazy(() => import('./TeacherAttendanceAlert'));
