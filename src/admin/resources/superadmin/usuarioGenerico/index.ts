import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import UsuarioGenericoList from './UsuarioGenericoList';
import { texts } from './texts';

/**
 * spec §2 /superadmin/usuario through spec §7 admin/usuarioGenerico: shared office accounts (a
 * library counter, a lab's PCs), created here with a temporary password shown once.
 */
export default adminFolder({
  resources: [
    {
      name: 'usuario',
      label: 'usuario genérico |||| usuarios genéricos',
      fields: {
        activo: texts.state,
        usuario: texts.usuario,
        nombre: texts.nombre,
        area: texts.area,
        marca: texts.marca,
        ultimoIngreso: texts.ultimoIngreso,
      },
      route: 'superadmin_usuario',
      list: UsuarioGenericoList,
      create: lazyPage(() => import('./UsuarioGenericoCreate')),
      edit: lazyPage(() => import('./UsuarioGenericoEdit')),
      icon: BadgeIcon,
      recordRepresentation: 'usuario',
    },
  ],
});
