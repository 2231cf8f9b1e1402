import KeyIcon from '@mui/icons-material/KeyOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import CredencialList from './CredencialList';
import { texts } from './texts';

const CredencialDetallePage = lazyPage(() => import('./CredencialDetallePage'));

/**
 * spec §2 /superadmin/credenciales: the keys outside systems (a library, an insurer) call the
 * campus's integration API with. Each key is shown once, when made; its detail page lists its
 * keys and every call made with them.
 */
export default adminFolder({
  resources: [
    {
      name: 'credenciales',
      label: 'credencial |||| credenciales',
      fields: {
        activa: texts.estado,
        alcance: texts.alcance,
        nombre: texts.nombre,
        alcances: texts.alcances,
        clavesVigentes: texts.clavesVigentes,
        ultimoUso: texts.ultimoUso,
      },
      route: 'superadmin_credenciales',
      list: CredencialList,
      create: lazyPage(() => import('./CredencialCreate')),
      edit: lazyPage(() => import('./CredencialEdit')),
      icon: KeyIcon,
      recordRepresentation: 'nombre',
    },
    // A credential's keys and calls are listed on its detail page.
    { name: 'credencialClave', label: 'clave |||| claves' },
    { name: 'credencialUso', label: 'llamada |||| llamadas' },
  ],
  pages: {
    superadmin_credenciales_detalle: CredencialDetallePage,
  },
});
