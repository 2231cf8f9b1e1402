import SpellcheckIcon from '@mui/icons-material/SpellcheckOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import SinonimoList from './SinonimoList';

/**
 * /superadmin/sinonimosAsistente (issue 56): the campus assistant's vocabulary, a master table of
 * the students' phrases and the institute's words; every change is audited.
 */
export default adminFolder({
  resources: [
    {
      name: 'sinonimosAsistente',
      label: 'frase del vocabulario |||| vocabulario del asistente',
      list: SinonimoList,
      create: lazyPage(() => import('./SinonimoCreate')),
      edit: lazyPage(() => import('./SinonimoEdit')),
      icon: SpellcheckIcon,
      recordRepresentation: 'frase',
    },
  ],
});
