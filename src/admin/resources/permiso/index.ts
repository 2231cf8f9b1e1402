import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import PermisoList from './PermisoList';
import PermisoShow from './PermisoShow';

/** spec §2 /superadmin/permiso: the permission keys of spec §3 and who holds each. */
export default {
  list: PermisoList,
  show: PermisoShow,
  icon: KeyIcon,
  recordRepresentation: 'codigo',
};
