import { userTypeTexts } from '@/admin/userTypeTexts';

/** Spanish texts of the permissions area. */
export const texts = {
  title: 'Permisos',
  showTitle: (codigo: string) => `Permiso ${codigo}`,
  search: 'Buscar',
  codigo: 'Clave',
  descripcion: 'Qué permite',
  titulares: 'Usuarios con el permiso',
  holders: 'Usuarios con este permiso',
  holderCount: (count: number) => (count === 1 ? '1 usuario' : `${count} usuarios`),
  usuario: 'Usuario',
  nombreCompleto: 'Nombre',
  tipo: 'Tipo',
  types: userTypeTexts.one,
  grantTitle: 'Otorgar el permiso',
  granted: 'Permiso otorgado',
  revoke: 'Revocar',
  revoked: 'Permiso revocado',
  noHolders: 'Nadie tiene este permiso todavía.',
} as const;

export const uiSchema = { permiso: { 'ui:widget': 'hidden' } };
