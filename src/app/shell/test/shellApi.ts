import type { MenuItem, Parametro, SesionUsuario } from '@generated/main/model';
import { company, profile } from './fixtures';
import { ok, stubApi } from './stubApi';

interface ShellApi {
  user: SesionUsuario;
  menu?: MenuItem[];
  parametros?: Parametro[];
}

/** The demo API answers the shell needs on every signed-in page. */
export const stubShellApi = ({ user, menu = [], parametros = [] }: ShellApi) =>
  stubApi({
    '/menu/listar': ok(menu),
    '/admin/parametro/listar': ok({
      parametros,
      total: parametros.length,
      pagina: 1,
      tamanoPagina: 500,
    }),
    '/compania/datos': ok(company),
    '/admin/nomenclatura/consultarNomenclaturas': ok([
      {
        key: 'COURSE',
        businessUnitId: 1,
        userTypeId: 1,
        singular: 'Curso',
        plural: 'Cursos',
        gender: 'M',
      },
    ]),
    [`/perfil/${user.idUsuario}/datospersonales`]: ok({ ...profile, idUsuario: user.idUsuario }),
    '/usuario/permisos': ok({ permisos: ['CONFPUBL'] }),
    '/notification/pending': ok({ totalPending: 0 }),
    '/auth/logout': ok(null),
  });
