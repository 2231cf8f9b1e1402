export const ratingTexts = {
  emojiScale: ['Muy mal', 'Mal', 'Regular', 'Bien', 'Muy bien'],
  label: 'Calificación',
  circle: (value: number, scale: number) => `${value} de ${scale}`,
} as const;
