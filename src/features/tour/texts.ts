// The guided tour's own words (spec §4 Tour: 'Ver más', 'Continuemos', 'Listo'); each tour's
// titles and contents come from its configuration (tour/consultarNuevaFuncionalidad).
export const texts = {
  viewMore: 'Ver más',
  next: 'Continuemos',
  // Back to the step before (issue 54: the tour had no way back); the spec names no button for it.
  previous: 'Anterior',
  done: 'Listo',
  close: 'Cerrar recorrido',
  stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
  omit: 'Saltar recorrido',
  resume: 'Continuar recorrido',
  finish: 'Entendido',
} as const;
