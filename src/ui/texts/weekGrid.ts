export const weekGridTexts = {
  hour: 'Hora',
  days: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  free: 'Disponible',
  busy: 'No disponible',
  cell: (day: string, hour: string) => `${day} ${hour}`,
  scroll: 'Semana (desplázate horizontalmente)',
} as const;
