import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { lazyPage } from '@/admin/lazyPage';
import SegmentoList from './SegmentoList';

/** spec §2 /superadmin/segmento: who posts, notices and surveys will target. */
export default {
  list: SegmentoList,
  create: lazyPage(() => import('./SegmentoCreate')),
  edit: lazyPage(() => import('./SegmentoEdit')),
  icon: GroupsIcon,
  recordRepresentation: 'nombre',
};

export const ListaPage = lazyPage(() => import('./ListaPage'));
