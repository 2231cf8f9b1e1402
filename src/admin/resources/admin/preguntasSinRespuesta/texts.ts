/** Spanish texts of the assistant's unanswered questions (issue 56). */
export const texts = {
  title: 'Preguntas sin respuesta',
  editTitle: (pregunta: string) => `Pregunta: ${pregunta}`,
  search: 'Buscar',
  pregunta: 'Pregunta',
  total: 'Veces',
  ultimoDia: 'Último día',
  fuente: 'Fuente',
  enlazada: 'Enlazada a una fuente',
  notLinked: 'Sin enlazar',
  timesAsked: (total: number) => (total === 1 ? 'Preguntada 1 vez' : `Preguntada ${total} veces`),
  asked: 'Cómo la preguntaron',
  askedHelp:
    'Los datos personales (nombres, DNI, correos, teléfonos y códigos) se guardan reemplazados.',
  linkHelp:
    'Elige la fuente que responde esta pregunta: desde que guardes, el asistente responde con ella a quien pregunte lo mismo.',
  addSynonym: 'Agregar al vocabulario',
  addSynonymTitle: 'Nueva frase del vocabulario',
  addSynonymHelp:
    'Escribe una frase tal como aparece en estas preguntas y las palabras con que la dicen los reglamentos y trámites.',
  synonymAdded: 'Frase agregada al vocabulario del asistente.',
  edit: 'Enlazar',
} as const;

/** The source is picked from the assistant's own; the version travels hidden. */
export const linkUiSchema = (fuenteTitulo: string | null) => ({
  fuente: { 'ui:widget': 'fuenteAsistente', 'ui:options': { titulo: fuenteTitulo } },
  version: { 'ui:widget': 'hidden' },
});
