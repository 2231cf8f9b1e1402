/** Spanish texts of the assistant's vocabulary (issue 56). */
export const texts = {
  title: 'Vocabulario del asistente',
  createTitle: 'Nueva frase del vocabulario',
  editTitle: (frase: string) => `Frase: ${frase}`,
  search: 'Buscar',
  frase: 'Frase del estudiante',
  equivalente: 'Palabras del instituto',
  edit: 'Editar',
} as const;

/** The version travels hidden. */
export const uiSchema = {
  version: { 'ui:widget': 'hidden' },
};
