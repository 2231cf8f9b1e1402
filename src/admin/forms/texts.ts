export const formTexts = {
  save: 'Guardar',
  saving: 'Guardando…',
} as const;
