export const selectTexts = {
  required: 'El campo es requerido.',
  empty: 'No se encontraron registros.',
  search: 'Buscar',
} as const;
