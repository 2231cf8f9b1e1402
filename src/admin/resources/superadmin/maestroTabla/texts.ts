/** Spanish texts of the master tables and their records. */
export const texts = {
  title: 'Tablas maestras',
  createTitle: 'Nueva tabla maestra',
  editTitle: (codigo: string) => `Tabla maestra ${codigo}`,
  search: 'Buscar',
  codigo: 'Código',
  nombre: 'Nombre',
  descripcion: 'Descripción',
  registros: 'Registros',
  activo: 'Activa',
  sistema: 'Usada por el campus',
  recordCount: (count: number) => (count === 1 ? '1 registro' : `${count} registros`),
  edit: 'Editar',
  editTable: 'Editar tabla',
  recordsTitle: (nombre: string) => `Registros de ${nombre}`,
  backToTables: 'Volver a las tablas maestras',
  addRecord: 'Agregar registro',
  newRecord: 'Nuevo registro',
  editRecord: (codigo: string) => `Registro ${codigo}`,
  valor: 'Valor',
  orden: 'Orden',
  recordActive: 'Activo',
  created: 'Registro creado',
  updated: 'Registro actualizado',
  deleted: 'Registro eliminado',
} as const;

/** Presentation of the master table and record forms; the version travels hidden. */
export const uiSchema = {
  descripcion: { 'ui:widget': 'textarea' },
  tablaId: { 'ui:widget': 'hidden' },
  version: { 'ui:widget': 'hidden' },
};
