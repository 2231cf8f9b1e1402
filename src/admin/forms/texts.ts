export const formTexts = {
  save: 'Guardar',
  saving: 'Guardando…',
  close: 'Cerrar',
} as const;
