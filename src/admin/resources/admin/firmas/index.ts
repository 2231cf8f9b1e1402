import DrawOutlined from '@mui/icons-material/DrawOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import FirmaList from './FirmaList';
import { texts } from './texts';

/** spec §2 /admin/firmas: who signs the documents each procedure type issues. */
export default adminFolder({
  resources: [
    {
      name: 'firmas',
      label: 'firma |||| firmas',
      fields: {
        activo: texts.activo,
        tipoTramite: texts.tipoTramite,
        orden: texts.orden,
        firmante: texts.firmante,
        cargo: texts.cargo,
      },
      route: 'admin_firmas',
      list: FirmaList,
      create: lazyPage(() => import('./FirmaCreate')),
      edit: lazyPage(() => import('./FirmaEdit')),
      icon: DrawOutlined,
      recordRepresentation: 'firmante',
    },
  ],
});
