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
} as const;
