/** Spanish texts of the notifications area (spec §2, §4, §5, §8). */
export const texts = {
  title: 'Notificaciones',
  tabsLabel: 'Tipos de notificación',
  tabs: { todas: 'Todas', academicas: 'Académicas', administrativas: 'Administrativas' },
  dropdown: { recent: 'Recientes', options: 'Opciones', seeAll: 'Ver todas las notificaciones' },
  empty: { title: '¡No te has perdido de nada!', detail: 'Sin notificaciones por ver.' },
  loading: 'Cargando notificaciones',
  loadError: 'No se pudieron cargar tus notificaciones.',
  retry: 'Reintentar',
  loadMore: 'Ver más notificaciones',
  readAll: 'Marcar todas como leídas',
  unseen: 'Sin leer',
  actions: (title: string) => `Acciones de «${title}»`,
  delete: 'Eliminar',
  deleteTitle: 'Eliminar notificación',
  deleteConfirm: 'Si borras la notificación, perderás la información contenida para siempre.',
  close: 'Cerrar',
  newTab: '(se abre en una pestaña nueva)',
  settings: 'Configuración',
  live: {
    arrived: (title: string) => `Nueva notificación: ${title}`,
    see: 'Ver',
    reconnecting: 'Reconectando las notificaciones en vivo…',
  },
  badgeTooltip: (count: number) =>
    count === 1 ? 'Tienes 1 notificación nueva' : `Tienes ${count} notificaciones nuevas`,
} as const;
