export const modalTexts = {
  leavePage: '¿Seguro que deseas abandonar esta página?',
  close: 'Cerrar',
  stay: 'Quedarme',
  leave: 'Salir',
  cancel: 'Cancelar',
  discardTitle: '¿Descartar los cambios?',
  discardBody: 'Lo que escribiste no se ha guardado y se perderá.',
  keepEditing: 'Seguir editando',
  discard: 'Descartar',
} as const;
