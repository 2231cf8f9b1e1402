import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import MaestroTablaList from './MaestroTablaList';
import { texts } from './texts';

const MaestroTablaRegistroPage = lazyPage(() => import('./MaestroTablaRegistroPage'));

/** spec §2 /superadmin/maestroTabla: catalogues of codes and labels the campus offers. */
export default adminFolder({
  resources: [
    {
      name: 'maestroTabla',
      label: 'tabla maestra |||| tablas maestras',
      fields: {
        codigo: texts.codigo,
        nombre: texts.nombre,
        registros: texts.registros,
        activo: texts.activo,
        sistema: texts.sistema,
      },
      route: 'superadmin_maestro_tabla',
      list: MaestroTablaList,
      create: lazyPage(() => import('./MaestroTablaCreate')),
      edit: lazyPage(() => import('./MaestroTablaEdit')),
      icon: TableChartIcon,
      recordRepresentation: 'nombre',
    },
    // Records are listed per table by a page of their own (the spec's path names the table).
    { name: 'maestroTablaRegistro', label: 'registro |||| registros' },
  ],
  pages: {
    superadmin_maestro_tabla_registro: MaestroTablaRegistroPage,
  },
});
