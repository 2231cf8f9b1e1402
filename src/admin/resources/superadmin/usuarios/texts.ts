import { userTypeTexts } from '@/admin/userTypeTexts';

/** Spanish texts of the users area. */
export const texts = {
  title: 'Usuarios',
  editTitle: (usuario: string) => `Usuario ${usuario}`,
  search: 'Buscar por usuario, nombre o código',
  usuario: 'Usuario',
  nombreCompleto: 'Nombre',
  tipo: 'Tipo',
  marca: 'Marca',
  codigoUsuario: 'Código',
  correo: 'Correo',
  permisos: 'Permisos',
  noPermissions: 'Sin permisos',
  esAdministrativo: 'Administrativo',
  bloqueado: 'Bloqueado',
  types: userTypeTexts.one,
  lock: 'Bloquear',
  unlock: 'Desbloquear',
  lockTitle: (usuario: string) => `¿Bloquear a ${usuario}?`,
  lockContent:
    'No podrá iniciar sesión y sus sesiones abiertas terminarán. Puedes desbloquearlo cuando quieras.',
  unlockTitle: (usuario: string) => `¿Desbloquear a ${usuario}?`,
  unlockContent: 'Podrá volver a iniciar sesión con su contraseña.',
  locked: 'Usuario bloqueado',
  unlocked: 'Usuario desbloqueado',
  temporaryPassword: 'Generar clave temporal',
  temporaryTitle: (usuario: string) => `¿Generar una clave temporal para ${usuario}?`,
  temporaryContent:
    'Su contraseña actual dejará de funcionar. Verás la clave temporal una sola vez para entregársela.',
  yes: 'Sí',
  no: 'No',
} as const;

export const uiSchema = { version: { 'ui:widget': 'hidden' } };
