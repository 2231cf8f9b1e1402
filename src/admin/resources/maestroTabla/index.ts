import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import MaestroTablaCreate from './MaestroTablaCreate';
import MaestroTablaEdit from './MaestroTablaEdit';
import MaestroTablaList from './MaestroTablaList';

/** spec §2 /superadmin/maestroTabla: catalogues of codes and labels the campus offers. */
export default {
  list: MaestroTablaList,
  create: MaestroTablaCreate,
  edit: MaestroTablaEdit,
  icon: TableChartIcon,
  recordRepresentation: 'nombre',
};

export { default as MaestroTablaRegistroPage } from './MaestroTablaRegistroPage';
