import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { lazyPage } from '@/admin/lazyPage';
import AuditoriaList from './AuditoriaList';

/** spec §2 /superadmin/auditoria: who did what, with each record before and after. */
export default {
  list: AuditoriaList,
  show: lazyPage(() => import('./AuditoriaShow')),
  icon: HistoryIcon,
  recordRepresentation: 'id',
};

export const HistorialPage = lazyPage(() => import('./HistorialPage'));
