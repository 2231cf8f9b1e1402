/** Spanish texts of the parameter pages. */
export const texts = {
  title: 'Parámetros',
  createTitle: 'Nuevo parámetro',
  editTitle: (clave: string, marca: string | null) =>
    marca ? `Parámetro ${clave} (${marca})` : `Parámetro ${clave}`,
  search: 'Buscar',
  clave: 'Clave',
  valor: 'Valor',
  valor2: 'Valor 2',
  descripcion: 'Descripción',
  marca: 'Marca',
  allBrands: 'Todas',
} as const;

/** Presentation of the parameter forms: long values get room, the version travels hidden. */
export const uiSchema = {
  valor: { 'ui:widget': 'textarea' },
  valor2: { 'ui:widget': 'textarea' },
  version: { 'ui:widget': 'hidden' },
};
