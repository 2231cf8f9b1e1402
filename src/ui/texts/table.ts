export const tableTexts = {
  empty: 'No se encontraron resultados',
  scrollRegion: (label: string) => `${label} (área desplazable)`,
  pagination: (label: string) => `Páginas de ${label}`,
} as const;
