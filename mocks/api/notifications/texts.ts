// The Spanish texts of the notification operations (spec §5, §8).

export const notificationTexts = {
  groupTitles: { ACADEMICO: 'Académicas', ADMINISTRATIVO: 'Administrativas' },
  criticalType: 'Esta notificación es obligatoria y no se puede desactivar.',
  preferenceSaved: 'Se guardó tu preferencia.',
  quietHoursSaved: 'Se guardó tu horario de silencio.',
  quietHoursCleared: 'Se quitó tu horario de silencio.',
  quietHoursEqual: 'La hora de inicio y la de fin no pueden ser iguales.',
  quietHoursPair: 'Indica la hora de inicio y la de fin, o deja ambas vacías.',
  userNotFound: 'No existe un usuario con este nombre de usuario.',
  devOnly: 'Esta herramienta solo está disponible en desarrollo.',
  devSent: 'Se envió la notificación.',
} as const;
