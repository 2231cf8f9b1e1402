import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { lazyPage } from '@/admin/lazyPage';
import PermisoList from './PermisoList';

/** spec §2 /superadmin/permiso: the permission keys of spec §3 and who holds each. */
export default {
  list: PermisoList,
  show: lazyPage(() => import('./PermisoShow')),
  icon: KeyIcon,
  recordRepresentation: 'codigo',
};
