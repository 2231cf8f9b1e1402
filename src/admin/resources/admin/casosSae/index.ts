import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import CasoSaeList from './CasoSaeList';
import { texts } from './texts';

/**
 * /admin/casos-sae (issue 39): the tutoring cases of the student support service, where staff
 * write notes and schedule interviews the student reads on /estudiantes/sae/*. Spec §2 names no
 * path for it, so it has no table route: the /admin app serves it under the resource's name.
 */
export default adminFolder({
  resources: [
    {
      name: 'casos-sae',
      label: 'caso SAE |||| casos SAE',
      fields: {
        alumno: texts.student,
        codigo: texts.code,
        usuario: texts.username,
        motivo: texts.reason,
        responsable: texts.tutor,
        estado: texts.state,
        abiertoEn: texts.openedAt,
        cerradoEn: texts.closedAt,
      },
      list: CasoSaeList,
      show: lazyPage(() => import('./CasoSaeShow')),
      icon: SupportAgentOutlined,
      recordRepresentation: 'alumno',
    },
  ],
});
