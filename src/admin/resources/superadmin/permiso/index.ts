import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import PermisoList from './PermisoList';
import { texts } from './texts';

/** spec §2 /superadmin/permiso: the permission keys of spec §3 and who holds each. */
export default adminFolder({
  resources: [
    {
      name: 'permiso',
      label: 'permiso |||| permisos',
      fields: { descripcion: texts.descripcion, codigo: texts.codigo, titulares: texts.titulares },
      route: 'superadmin_permiso',
      list: PermisoList,
      show: lazyPage(() => import('./PermisoShow')),
      icon: KeyIcon,
      recordRepresentation: 'codigo',
    },
    // Holders are listed and granted on their key's page.
    { name: 'permisoUsuario', label: 'permiso otorgado |||| permisos otorgados' },
  ],
});
