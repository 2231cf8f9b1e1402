export const carouselTexts = {
  label: 'Carrusel',
  track: 'Elementos',
  previous: 'Anterior',
  next: 'Siguiente',
} as const;
