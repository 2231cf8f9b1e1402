import OndemandVideoIcon from '@mui/icons-material/OndemandVideoOutlined';
import { lazyPage } from '@/admin/lazyPage';
import TutorialList from './TutorialList';

/** spec §2 /admin/tutoriales-guias: tutorial videos and guides for each audience. */
export default {
  list: TutorialList,
  create: lazyPage(() => import('./TutorialCreate')),
  edit: lazyPage(() => import('./TutorialEdit')),
  icon: OndemandVideoIcon,
  recordRepresentation: 'titulo',
};
