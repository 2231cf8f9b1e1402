import TuneIcon from '@mui/icons-material/Tune';
import ParametroList from './ParametroList';
import ParametroShow from './ParametroShow';

/** spec §2 /superadmin/parametro: the brand's runtime parameters (spec §3). */
export default {
  list: ParametroList,
  show: ParametroShow,
  icon: TuneIcon,
  recordRepresentation: 'clave',
};
