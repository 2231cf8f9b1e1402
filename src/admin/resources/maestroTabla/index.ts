import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { lazyPage } from '@/admin/lazyPage';
import MaestroTablaList from './MaestroTablaList';

/** spec §2 /superadmin/maestroTabla: catalogues of codes and labels the campus offers. */
export default {
  list: MaestroTablaList,
  create: lazyPage(() => import('./MaestroTablaCreate')),
  edit: lazyPage(() => import('./MaestroTablaEdit')),
  icon: TableChartIcon,
  recordRepresentation: 'nombre',
};

export const MaestroTablaRegistroPage = lazyPage(() => import('./MaestroTablaRegistroPage'));
