import { http } from 'msw';
import type { MenuItem, Nomenclatura, Parametro, SesionUsuario } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { company, profile } from './fixtures';

interface ShellApi {
  user: SesionUsuario;
  menu?: MenuItem[];
  parametros?: Parametro[];
  nomenclatures?: Nomenclatura[];
  permissions?: string[];
  /** Unread notifications. */
  pending?: number;
}

const courseNomenclature: Nomenclatura = {
  key: 'COURSE',
  businessUnitId: 1,
  userTypeId: 1,
  singular: 'Curso',
  plural: 'Cursos',
  gender: 'M',
};

/**
 * MSW handlers for what the shell asks the demo API on every signed-in page:
 * `apiServer.use(...shellHandlers({ user }))`.
 */
export const shellHandlers = ({
  user,
  menu = [],
  parametros = [],
  nomenclatures = [courseNomenclature],
  permissions = ['CONFPUBL'],
  pending = 0,
}: ShellApi) => [
  http.get(apiUrl('main', '/menu/listar'), () => ok(menu)),
  http.get(apiUrl('main', '/admin/parametro/listar'), () =>
    ok({ parametros, total: parametros.length, pagina: 1, tamanoPagina: 500 }),
  ),
  http.get(apiUrl('main', '/compania/datos'), () => ok(company)),
  http.get(apiUrl('main', '/admin/nomenclatura/consultarNomenclaturas'), () => ok(nomenclatures)),
  http.get(apiUrl('main', `/perfil/${user.idUsuario}/datospersonales`), () =>
    ok({ ...profile, idUsuario: user.idUsuario }),
  ),
  http.get(apiUrl('main', '/usuario/permisos'), () => ok({ permisos: permissions })),
  // Home is the feed: an empty one is enough for the shell and the router.
  http.get(apiUrl('main', '/publicacion/listar'), () =>
    ok({ totalDocumentos: 0, publicaciones: [] }),
  ),
  http.get(apiUrl('main', '/publicacionlistaradmin'), () =>
    ok({ totalDocumentos: 0, publicaciones: [] }),
  ),
  http.get(apiUrl('notifications', '/notification/pending'), () =>
    ok({ totalPending: pending, isBadgeActive: true }),
  ),
  http.post(apiUrl('main', '/auth/logout'), () => ok(null)),
  // The mandatory-task flow (src/app/flow): nothing pending unless a test says otherwise.
  http.post(apiUrl('main', '/usuario/flujo'), () =>
    ok({ detalle: [], tieneAsincronico: false, habilitarMarcacion: true, esCarrera: true }),
  ),
];
