import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import UsuarioList from './UsuarioList';

/** spec §2 /superadmin/usuarios: every user, the admin-type flag, lock and temporary password. */
export default adminFolder({
  resources: [
    {
      name: 'usuarios',
      label: 'usuario |||| usuarios',
      route: 'superadmin_usuarios',
      list: UsuarioList,
      edit: lazyPage(() => import('./UsuarioEdit')),
      icon: PeopleIcon,
      recordRepresentation: 'usuario',
    },
  ],
});
