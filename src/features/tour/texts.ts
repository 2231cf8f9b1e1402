// The guided tour's own words (spec §4 Tour: 'Ver más', 'Continuemos', 'Listo'); each tour's
// titles and contents come from its configuration (tour/consultarNuevaFuncionalidad).
export const texts = {
  viewMore: 'Ver más',
  next: 'Continuemos',
  done: 'Listo',
  close: 'Cerrar recorrido',
  stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
  omit: 'Saltar recorrido',
  resume: 'Continuar recorrido',
  finish: 'Entendido',
} as const;
