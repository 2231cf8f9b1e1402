/** Spanish texts of the referrals pages. */
export const texts = {
  title: 'Referidos',
  editTitle: (nombres: string, apellidos: string) => `Referido: ${nombres} ${apellidos}`,
  search: 'Buscar por referido, DNI, correo o estudiante',
  referido: 'Referido',
  documento: 'DNI',
  telefono: 'Celular',
  correo: 'Correo',
  programa: 'Programa de interés',
  referente: 'Referido por',
  estado: 'Estado',
  registradoEn: 'Registrado',
  states: {
    REGISTRADO: 'Registrado',
    CONTACTADO: 'Contactado',
    MATRICULADO: 'Matriculado',
    DESCARTADO: 'Descartado',
  },
} as const;

/** The note gets room; the version travels hidden. */
export const uiSchema = {
  observacion: { 'ui:widget': 'textarea' },
  version: { 'ui:widget': 'hidden' },
};
