import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import AuditoriaList from './AuditoriaList';
import { texts } from './texts';

const HistorialPage = lazyPage(() => import('./HistorialPage'));

/** spec §2 /superadmin/auditoria: who did what, with each record before and after. */
export default adminFolder({
  resources: [
    {
      name: 'auditoria',
      label: 'entrada de auditoría |||| entradas de auditoría',
      fields: {
        usuario: texts.user,
        resource: texts.resource,
        recordId: texts.record,
        action: texts.action,
        createdAt: texts.date,
      },
      route: 'superadmin_auditoria',
      list: AuditoriaList,
      show: lazyPage(() => import('./AuditoriaShow')),
      icon: HistoryIcon,
      recordRepresentation: 'id',
    },
  ],
  pages: {
    superadmin_historial: HistorialPage,
  },
});
