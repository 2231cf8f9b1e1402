/** Destinations the shell links to (spec §2 routes). */
export const SHELL_PATHS = {
  home: '/',
  myAccount: '/mi-cuenta',
  notifications: '/notificaciones',
  curricularProgress: '/estudiantes/cursos/avance-curricular',
  changePassword: '/actualizar-clave',
  studentSchedule: '/estudiantes/horario/semana',
  teacherSchedule: '/docentes/programacion-docente',
  login: '/login',
} as const;
