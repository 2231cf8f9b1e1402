import SpellcheckIcon from '@mui/icons-material/SpellcheckOutlined';
import { lazyPage } from '@/admin/lazyPage';
import NomenclaturaList from './NomenclaturaList';

/** spec §2 /superadmin/nomenclaturas: how each brand names its domain nouns (spec §3). */
export default {
  list: NomenclaturaList,
  edit: lazyPage(() => import('./NomenclaturaEdit')),
  icon: SpellcheckIcon,
  recordRepresentation: 'key',
};
