import TuneIcon from '@mui/icons-material/Tune';
import { lazyPage } from '@/admin/lazyPage';
import ParametroList from './ParametroList';

/** spec §2 /superadmin/parametro: the brand's runtime parameters (spec §3). */
export default {
  list: ParametroList,
  create: lazyPage(() => import('./ParametroCreate')),
  edit: lazyPage(() => import('./ParametroEdit')),
  icon: TuneIcon,
  recordRepresentation: 'clave',
};
