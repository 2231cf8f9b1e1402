import ChecklistIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import { lazyPage } from '@/admin/lazyPage';
import TareaList from './TareaList';

/** spec §2 /superadmin/tareas: the mandatory-task flow of students and teachers (spec §4). */
export default {
  list: TareaList,
  create: lazyPage(() => import('./TareaCreate')),
  edit: lazyPage(() => import('./TareaEdit')),
  icon: ChecklistIcon,
  recordRepresentation: 'nombre',
};
