import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import SegmentoList from './SegmentoList';
import { texts } from './texts';

const ListaPage = lazyPage(() => import('./ListaPage'));

/** spec §2 /superadmin/segmento: who posts, notices and surveys will target. */
export default adminFolder({
  resources: [
    {
      name: 'segmento',
      label: 'segmento |||| segmentos',
      fields: {
        nombre: texts.nombre,
        tipoUsuario: texts.tipoUsuario,
        usuarios: texts.usuarios,
        activo: texts.activo,
      },
      route: 'superadmin_segmento',
      list: SegmentoList,
      create: lazyPage(() => import('./SegmentoCreate')),
      edit: lazyPage(() => import('./SegmentoEdit')),
      icon: GroupsIcon,
      recordRepresentation: 'nombre',
    },
    // A segment's users are listed on its /lista/{id} page.
    { name: 'segmentoUsuarios', label: 'usuario del segmento |||| usuarios del segmento' },
  ],
  pages: {
    superadmin_lista: ListaPage,
  },
});
