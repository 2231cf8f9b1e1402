export const breadcrumbsTexts = {
  label: 'Ruta de navegación',
  expand: 'Mostrar la ruta completa',
  newTab: '(se abre en una pestaña nueva)',
} as const;
