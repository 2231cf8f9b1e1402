import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import AuditoriaList from './AuditoriaList';
import AuditoriaShow from './AuditoriaShow';

/** spec §2 /superadmin/auditoria: who did what, with each record before and after. */
export default {
  list: AuditoriaList,
  show: AuditoriaShow,
  icon: HistoryIcon,
  recordRepresentation: 'id',
};

export { default as HistorialPage } from './HistorialPage';
