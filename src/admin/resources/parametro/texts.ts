/** Spanish texts of the parameters list. */
export const texts = {
  title: 'Parámetros',
  search: 'Buscar',
  clave: 'Clave',
  valor: 'Valor',
  valor2: 'Valor 2',
  descripcion: 'Descripción',
  marca: 'Marca',
} as const;
