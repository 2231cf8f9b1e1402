import ChecklistIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import TareaList from './TareaList';

/** spec §2 /superadmin/tareas: the mandatory-task flow of students and teachers (spec §4). */
export default adminFolder({
  resources: [
    {
      name: 'tareas',
      label: 'tarea |||| tareas',
      route: 'superadmin_tareas',
      list: TareaList,
      create: lazyPage(() => import('./TareaCreate')),
      edit: lazyPage(() => import('./TareaEdit')),
      icon: ChecklistIcon,
      recordRepresentation: 'nombre',
    },
  ],
});
