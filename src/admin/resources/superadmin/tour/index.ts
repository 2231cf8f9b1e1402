import TourIcon from '@mui/icons-material/TourOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import TourList from './TourList';

/** spec §2 /superadmin/tareas/tour: the tours of new features (spec §3, §4) tasks start. */
export default adminFolder({
  resources: [
    // Its pages sit under the tasks' path (spec §2); its API is /admin/tour.
    {
      name: 'tareas/tour',
      label: 'tour |||| tours',
      route: 'superadmin_tareas_tour',
      list: TourList,
      create: lazyPage(() => import('./TourCreate')),
      edit: lazyPage(() => import('./TourEdit')),
      icon: TourIcon,
      recordRepresentation: 'nombre',
    },
    // A tour's modals, steps and measures are edited on its page.
    { name: 'tourModal', label: 'modal del tour |||| modales del tour' },
    { name: 'tourPaso', label: 'paso del tour |||| pasos del tour' },
    { name: 'tourMedida', label: 'medida del tour |||| medidas del tour' },
  ],
});
