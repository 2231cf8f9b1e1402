export const multiSelectTexts = {
  empty: 'No se encontraron registros.',
  open: 'Abrir',
  close: 'Cerrar',
  clear: 'Limpiar',
} as const;
