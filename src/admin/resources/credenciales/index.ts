import KeyIcon from '@mui/icons-material/KeyOutlined';
import { lazyPage } from '@/admin/lazyPage';
import CredencialList from './CredencialList';

/**
 * spec §2 /superadmin/credenciales: the keys outside systems (a library, an insurer) call the
 * campus's integration API with. Each key is shown once, when made; its detail page lists its
 * keys and every call made with them.
 */
export default {
  list: CredencialList,
  create: lazyPage(() => import('./CredencialCreate')),
  edit: lazyPage(() => import('./CredencialEdit')),
  icon: KeyIcon,
  recordRepresentation: 'nombre',
};

export const CredencialDetallePage = lazyPage(() => import('./CredencialDetallePage'));
