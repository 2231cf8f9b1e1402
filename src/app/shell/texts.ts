/** Spanish texts of the shell (spec §2 'Menu and shell'). */
export const texts = {
  skipLink: 'Saltar al contenido',
  offline: {
    title: 'Sin conexión',
    // The time ends in 'p. m.': that abbreviation's dot closes the sentence, as Spanish writes it.
    copy: (savedAt: string) =>
      `Estás viendo una copia guardada el ${savedAt}${savedAt.endsWith('.') ? '' : '.'}`,
    noCopy: 'Lo que ves se actualizará cuando vuelvas a tener conexión.',
  },
  newTab: '(se abre en una pestaña nueva)',
  sidebar: {
    label: 'Menú principal',
    home: 'Inicio',
    collapse: 'Contraer menú',
    expand: 'Expandir menú',
    loading: 'Cargando menú',
    error: 'No se pudo cargar el menú.',
    retry: 'Reintentar',
    version: (version: string) => `v${version}`,
  },
  header: {
    help: 'Ayuda y novedades',
    helpLoading: 'Cargando recorridos…',
    helpError: 'No se pudieron cargar los recorridos.',
    helpEmpty: 'No hay recorridos disponibles.',
    tourCompleted: 'Completado',
    tourPending: 'Pendiente',
    notifications: 'Notificaciones',
    notificationsPending: (count: number) =>
      count === 1 ? 'Notificaciones, 1 sin leer' : `Notificaciones, ${count} sin leer`,
    mail: 'Correo institucional',
    chat: 'Asistente virtual',
    close: 'Cerrar',
    account: 'Mi cuenta',
    darkModeOn: 'Activar modo oscuro',
    darkModeOff: 'Desactivar modo oscuro',
  },
  profileMenu: {
    profile: 'Perfil',
    curricularProgress: 'Avance curricular',
    curriculumVitae: 'Curriculum Vitae',
    institutionalMail: 'Correo institucional',
    settings: 'Configuración',
    changePassword: 'Cambiar contraseña',
    logout: 'Cerrar sesión',
  },
  bottomBar: {
    label: 'Navegación inferior',
    home: 'Inicio',
    studentSchedule: 'Mi horario',
    teacherSchedule: 'Programación',
    publish: 'Publicación',
    myAccount: 'Mi cuenta',
    menu: 'Menú',
  },
  logoutMessage: 'Sesión finalizada',
} as const;
