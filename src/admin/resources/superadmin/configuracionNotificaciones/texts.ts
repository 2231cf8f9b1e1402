/** Spanish texts of the notification configuration pages. */
export const texts = {
  title: 'Configuración de notificaciones',
  createTitle: 'Nueva configuración de notificación',
  editTitle: (titulo: string) => `Notificación: ${titulo}`,
  search: 'Buscar por código, título o descripción',
  tipo: 'Tipo',
  types: { ACADEMICO: 'Académica', ADMINISTRATIVO: 'Administrativa' },
  codigo: 'Código',
  titulo: 'Título',
  activo: 'Activa',
  porDefecto: 'Encendida por defecto',
  configurable: 'Apagable por el usuario',
  notificaciones: 'Enviadas',
} as const;

/** The description gets room; the version travels hidden. */
export const uiSchema = {
  descripcion: { 'ui:widget': 'textarea' },
  version: { 'ui:widget': 'hidden' },
};
