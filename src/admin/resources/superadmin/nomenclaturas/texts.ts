/** Spanish texts of the nomenclatures area. */
export const texts = {
  title: 'Nomenclaturas',
  editTitle: 'Editar nomenclatura',
  search: 'Buscar',
  key: 'Clave',
  userType: 'Tipo de usuario',
  brand: 'Marca',
  singular: 'Singular',
  plural: 'Plural',
  gender: 'Género',
  userTypes: { 1: 'Alumno', 2: 'Docente', 3: 'Colaborador' },
  genders: { F: 'Femenino', M: 'Masculino' },
  saved: 'Nomenclatura actualizada.',
} as const;
