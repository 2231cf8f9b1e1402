import { userTypeTexts } from '@/admin/userTypeTexts';

/** Spanish texts of the segments area. */
export const texts = {
  title: 'Segmentos',
  createTitle: 'Nuevo segmento',
  editTitle: (nombre: string) => `Segmento ${nombre}`,
  membersTitle: (nombre: string) => `Usuarios de ${nombre}`,
  search: 'Buscar',
  nombre: 'Nombre',
  descripcion: 'Descripción',
  tipoUsuario: 'Tipo de usuario',
  usuarios: 'Usuarios',
  activo: 'Activo',
  types: userTypeTexts.many,
  userTypes: userTypeTexts.one,
  usuario: 'Usuario',
  nombreCompleto: 'Nombre',
  marca: 'Marca',
  tipo: 'Tipo',
  edit: 'Editar',
  editSegment: 'Editar segmento',
  backToSegments: 'Volver a los segmentos',
  userCount: (count: number) => (count === 1 ? '1 usuario' : `${count} usuarios`),
} as const;

/** The criteria's choices come from the institute's catalogues; the version travels hidden. */
export const uiSchema = {
  descripcion: { 'ui:widget': 'textarea' },
  marca: {
    'ui:widget': 'opciones',
    'ui:options': { catalogo: 'marcas' },
    'ui:placeholder': 'Todas',
  },
  sedeId: {
    'ui:widget': 'opciones',
    'ui:options': { catalogo: 'sedes' },
    'ui:placeholder': 'Todas',
  },
  programaId: {
    'ui:widget': 'opciones',
    'ui:options': { catalogo: 'programas' },
    'ui:placeholder': 'Todos',
  },
  ciclo: {
    'ui:widget': 'opciones',
    'ui:options': { catalogo: 'ciclos' },
    'ui:placeholder': 'Todos',
  },
  version: { 'ui:widget': 'hidden' },
};
