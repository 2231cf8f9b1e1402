import TuneIcon from '@mui/icons-material/Tune';
import ParametroCreate from './ParametroCreate';
import ParametroEdit from './ParametroEdit';
import ParametroList from './ParametroList';

/** spec §2 /superadmin/parametro: the brand's runtime parameters (spec §3). */
export default {
  list: ParametroList,
  create: ParametroCreate,
  edit: ParametroEdit,
  icon: TuneIcon,
  recordRepresentation: 'clave',
};
