export const paginationTexts = {
  label: 'Paginación',
  goToPage: (page: number) => `Ir a la página ${page}`,
  currentPage: (page: number) => `Página ${page}, actual`,
  previous: 'Página anterior',
  next: 'Página siguiente',
} as const;
