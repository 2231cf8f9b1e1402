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
  // A home alert put off for later (spec §4 home alert queue).
  later: 'Más tarde',
} as const;
