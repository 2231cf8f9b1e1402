export const tooltipTexts = {
  empty: 'No se encontró información',
} as const;
