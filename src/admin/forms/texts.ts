export const formTexts = {
  save: 'Guardar',
  saving: 'Guardando…',
  close: 'Cerrar',
  loading: 'Cargando…',
  noSources: 'No hay fuentes con esas palabras.',
  sourceKinds: {
    TRAMITE: 'Trámite',
    REGLAMENTO: 'Reglamento',
    DIRECTIVA: 'Directiva',
    GUIA: 'Guía del estudiante',
    PREGUNTA_FRECUENTE: 'Pregunta frecuente',
  },
} as const;
