import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import TicketList from './TicketList';
import { texts } from './texts';

/**
 * /admin/tickets (issue 41): the support desk's queue, answered by staff. Spec §2 names no path
 * for it, so it has no table route: the /admin app serves it under the resource's name. Its API
 * is the support-desk service's (campusDataProvider's `tickets` adapter).
 */
export default adminFolder({
  resources: [
    {
      name: 'tickets',
      label: 'ticket de soporte |||| tickets de soporte',
      fields: {
        asunto: texts.subject,
        solicitante: texts.requester,
        usuario: texts.username,
        categoria: texts.category,
        estado: texts.state,
        prioridad: texts.priority,
        asignado: texts.assignee,
        actualizado: texts.updated,
      },
      list: TicketList,
      show: lazyPage(() => import('./TicketShow')),
      icon: SupportAgentOutlined,
      recordRepresentation: 'asunto',
    },
  ],
});
