import DrawOutlined from '@mui/icons-material/DrawOutlined';
import { lazyPage } from '@/admin/lazyPage';
import FirmaList from './FirmaList';

/** spec §2 /admin/firmas: who signs the documents each procedure type issues. */
export default {
  list: FirmaList,
  create: lazyPage(() => import('./FirmaCreate')),
  edit: lazyPage(() => import('./FirmaEdit')),
  icon: DrawOutlined,
  recordRepresentation: 'firmante',
};
