/** Texts of the system pages (under construction, not found, failed to load). */
export const texts = {
  underConstruction: 'Sección en construcción',
  underConstructionDetail: 'Esta sección llegará en una próxima versión del campus.',
  backHome: 'Volver al inicio',
  notFoundTitle: 'No encontramos la página que buscas',
  notFoundDetail: 'Es posible que el enlace esté incompleto o que la página ya no exista.',
  crashTitle: 'No pudimos mostrar esta página',
  reload: 'Recargar la página',
} as const;
