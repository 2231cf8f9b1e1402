export const loadErrorTexts = {
  retry: 'Reintentar',
} as const;
