import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import PreguntaList from './PreguntaList';

/**
 * /admin/preguntasSinRespuesta (issue 56): what the campus assistant could not answer, grouped,
 * for staff to link to a source or turn into vocabulary.
 */
export default adminFolder({
  resources: [
    {
      name: 'preguntasSinRespuesta',
      label: 'pregunta sin respuesta |||| preguntas sin respuesta',
      list: PreguntaList,
      edit: lazyPage(() => import('./PreguntaEdit')),
      icon: QuestionAnswerIcon,
      recordRepresentation: 'pregunta',
    },
  ],
});
