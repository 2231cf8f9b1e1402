import TourIcon from '@mui/icons-material/TourOutlined';
import { lazyPage } from '@/admin/lazyPage';
import TourList from './TourList';

/** spec §2 /superadmin/tareas/tour: the tours of new features (spec §3, §4) tasks start. */
export default {
  list: TourList,
  create: lazyPage(() => import('./TourCreate')),
  edit: lazyPage(() => import('./TourEdit')),
  icon: TourIcon,
  recordRepresentation: 'nombre',
};
