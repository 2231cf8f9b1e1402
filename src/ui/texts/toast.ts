export const toastTexts = {
  close: 'Cerrar',
  region: {
    'top-left': 'Avisos arriba a la izquierda',
    'top-center': 'Avisos arriba al centro',
    'top-right': 'Avisos arriba a la derecha',
    'bottom-left': 'Avisos abajo a la izquierda',
    'bottom-center': 'Avisos abajo al centro',
    'bottom-right': 'Avisos abajo a la derecha',
  },
} as const;
