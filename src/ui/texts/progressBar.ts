export const progressBarTexts = {
  label: 'Progreso',
  legend: 'Estados',
} as const;
