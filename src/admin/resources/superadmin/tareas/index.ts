import ChecklistIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import TareaList from './TareaList';
import { texts } from './texts';

/** spec §2 /superadmin/tareas: the mandatory-task flow of students and teachers (spec §4). */
export default adminFolder({
  resources: [
    {
      name: 'tareas',
      label: 'tarea |||| tareas',
      fields: {
        audiencia: texts.audiencia,
        orden: texts.orden,
        nombre: texts.nombre,
        modulo: texts.modulo,
        pendientes: texts.pendientes,
        activo: texts.activo,
      },
      route: 'superadmin_tareas',
      list: TareaList,
      create: lazyPage(() => import('./TareaCreate')),
      edit: lazyPage(() => import('./TareaEdit')),
      icon: ChecklistIcon,
      recordRepresentation: 'nombre',
    },
  ],
});
