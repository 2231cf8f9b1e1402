/** Texts of the system pages (not found, failed to load). */
export const texts = {
  notFoundTitle: 'No encontramos la página que buscas',
  notFoundDetail: 'Es posible que el enlace esté incompleto o que la página ya no exista.',
  crashTitle: 'No pudimos mostrar esta página',
  reload: 'Recargar la página',
} as const;
