export const loaderTexts = {
  label: 'Cargando',
} as const;
