import TourIcon from '@mui/icons-material/TourOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import TourList from './TourList';
import { texts } from './texts';

/** spec §2 /superadmin/tareas/tour: the tours of new features (spec §3, §4) tasks start. */
export default adminFolder({
  resources: [
    // Its pages sit under the tasks' path (spec §2); its API is /admin/tour.
    {
      name: 'tareas/tour',
      label: 'tour |||| tours',
      fields: {
        code: texts.code,
        title: texts.titulo,
        showClose: texts.showClose,
        step: texts.step,
        idComponent: texts.idComponent,
        route: texts.route,
        rounded: texts.rounded,
        nombre: texts.nombre,
        codeConfig: texts.codeConfig,
        pasos: texts.pasos,
        tareas: texts.tareas,
        activo: texts.activo,
      },
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
