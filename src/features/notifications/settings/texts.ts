/**
 * Spanish texts of the notification settings (the groups' titles and the switches' names come
 * from the API). Kept apart until the notifications feature's texts.ts takes them in.
 */
export const settingsTexts = {
  dialogTitle: 'Configuración de notificaciones',
  loading: 'Cargando tu configuración de notificaciones',
  loadError: 'No se pudo cargar tu configuración de notificaciones.',
  retry: 'Reintentar',
  critical: 'Obligatoria',
  criticalReason: 'El campus siempre te avisa de esto.',
  quietHours: {
    title: 'Horario de silencio',
    explanation:
      'En ese horario no verás avisos emergentes; tus notificaciones seguirán llegando a la lista.',
    enable: 'Silenciar avisos en un horario',
    from: 'Desde',
    to: 'Hasta',
    timeHint: 'Formato de 24 horas, por ejemplo 22:00.',
    sameTimes: 'La hora de inicio y la de fin no pueden ser iguales.',
    save: 'Guardar horario',
  },
} as const;
