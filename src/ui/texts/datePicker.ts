export const datePickerTexts = {
  create: 'Crear evento',
  cancel: 'Cancelar',
  apply: 'Aplicar',
  clear: 'Borrar',
  weekdays: ['LUN', 'MAR', 'MIÉ', 'JUE', 'VIE', 'SÁB', 'DOM'],
  open: (field: string) => `Abrir calendario: ${field}`,
  rangeStart: 'Inicio',
  rangeEnd: 'Fin',
  notChosen: 'Sin elegir',
} as const;
