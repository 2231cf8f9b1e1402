export const modalTexts = {
  leavePage: '¿Seguro que deseas abandonar esta página?',
  close: 'Cerrar',
  stay: 'Quedarme',
  leave: 'Salir',
  cancel: 'Cancelar',
} as const;
