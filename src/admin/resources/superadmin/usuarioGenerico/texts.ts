/** Spanish texts of the generic accounts' pages. */
export const texts = {
  title: 'Usuarios genéricos',
  createTitle: 'Nuevo usuario genérico',
  editTitle: (usuario: string) => `Usuario genérico ${usuario}`,
  search: 'Buscar por usuario, nombre, área o correo',
  usuario: 'Usuario',
  nombre: 'Nombre visible',
  area: 'Área',
  correo: 'Responsable',
  marca: 'Marca',
  activo: 'Activo',
  ultimoIngreso: 'Último ingreso',
  neverSignedIn: 'Nunca',
  state: 'Estado',
  active: 'Activos',
  inactive: 'Desactivados',
  created: 'Usuario genérico creado',
} as const;

/** The edit form sends back the id and version read, unseen; the brand is a catalogue's choice. */
export const uiSchema = {
  marca: { 'ui:widget': 'opciones', 'ui:options': { catalogo: 'marcas' } },
  id: { 'ui:widget': 'hidden' },
  version: { 'ui:widget': 'hidden' },
};
