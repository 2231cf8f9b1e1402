/** Spanish texts of the superadmin dashboard. */
export const texts = {
  title: 'Panel de administración',
  loadError:
    'No pudimos cargar los indicadores del panel. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  users: {
    heading: 'Usuarios por tipo',
    chartLabel: 'Gráfico de barras de usuarios por tipo. Las cifras están en la tabla siguiente.',
    series: 'Usuarios',
    caption: 'Usuarios por tipo',
    type: 'Tipo',
    total: 'Total',
    admins: 'Administrativos',
  },
  signIns: {
    heading: 'Ingresos de los últimos 14 días',
    chartLabel: 'Gráfico de líneas de ingresos por día. Las cifras están en la tabla siguiente.',
    series: 'Ingresos',
    caption: 'Ingresos por día',
    day: 'Día',
    total: 'Ingresos',
    summary: (total: string, from: string, to: string) =>
      `${total} ${total === '1' ? 'ingreso' : 'ingresos'} del ${from} al ${to}.`,
  },
  changes: {
    heading: 'Cambios recientes',
    empty: 'Todavía no hay cambios registrados.',
    unknownUser: 'Usuario desconocido',
    seeAll: 'Ver toda la auditoría',
  },
  procedures: {
    heading: 'Trámites en proceso',
    chartLabel:
      'Gráfico de barras de trámites en proceso por área y estado. Las cifras están en la tabla siguiente.',
    caption: 'Trámites en proceso por área',
    area: 'Área',
    registered: 'Registrados',
    inReview: 'En revisión',
    observed: 'Observados',
    overdue: 'Vencidos',
    summary: (open: string, overdue: string) =>
      `${open} en proceso, ${overdue} ${overdue === '1' ? 'vencido' : 'vencidos'}.`,
  },
} as const;
