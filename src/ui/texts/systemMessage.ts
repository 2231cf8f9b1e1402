/** Texts of the system pages' shared parts. */
export const systemMessageTexts = {
  backHome: 'Volver al inicio',
  underConstruction: 'Sección en construcción',
  underConstructionDetail: 'Esta sección llegará en una próxima versión del campus.',
} as const;
