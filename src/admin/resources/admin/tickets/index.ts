import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import TicketList from './TicketList';

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
      list: TicketList,
      show: lazyPage(() => import('./TicketShow')),
      icon: SupportAgentOutlined,
      recordRepresentation: 'asunto',
    },
  ],
});
