import GavelIcon from '@mui/icons-material/GavelOutlined';
import { lazyPage } from '@/admin/lazyPage';
import ReglamentoList from './ReglamentoList';

/** spec §2 /superadmin/reglamentos: the regulations each audience must accept, and who did. */
export default {
  list: ReglamentoList,
  create: lazyPage(() => import('./ReglamentoCreate')),
  edit: lazyPage(() => import('./ReglamentoEdit')),
  icon: GavelIcon,
  recordRepresentation: 'titulo',
};

export const VersionPage = lazyPage(() => import('./VersionPage'));
