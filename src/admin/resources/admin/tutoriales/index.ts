import OndemandVideoIcon from '@mui/icons-material/OndemandVideoOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import TutorialList from './TutorialList';
import { texts } from './texts';

/** spec §2 /admin/tutoriales-guias: tutorial videos and guides for each audience. */
export default adminFolder({
  resources: [
    {
      name: 'tutoriales-guias',
      label: 'tutorial o guía |||| tutoriales y guías',
      fields: {
        tipo: texts.tipo,
        audiencia: texts.audiencia,
        publicado: texts.publicado,
        orden: texts.orden,
        titulo: texts.titulo,
      },
      route: 'admin_tutoriales_guias',
      list: TutorialList,
      create: lazyPage(() => import('./TutorialCreate')),
      edit: lazyPage(() => import('./TutorialEdit')),
      icon: OndemandVideoIcon,
      recordRepresentation: 'titulo',
    },
  ],
});
