import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import UsuarioList from './UsuarioList';
import { texts } from './texts';

/** spec §2 /superadmin/usuarios: every user, the admin-type flag, lock and temporary password. */
export default adminFolder({
  resources: [
    {
      name: 'usuarios',
      label: 'usuario |||| usuarios',
      fields: {
        tipo: texts.tipo,
        esAdministrativo: texts.esAdministrativo,
        bloqueado: texts.bloqueado,
        usuario: texts.usuario,
        nombreCompleto: texts.nombreCompleto,
        marca: texts.marca,
      },
      route: 'superadmin_usuarios',
      list: UsuarioList,
      edit: lazyPage(() => import('./UsuarioEdit')),
      icon: PeopleIcon,
      recordRepresentation: 'usuario',
    },
  ],
});
