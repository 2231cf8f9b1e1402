import TuneIcon from '@mui/icons-material/Tune';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import ParametroList from './ParametroList';
import { texts } from './texts';

/** spec §2 /superadmin/parametro: the brand's runtime parameters (spec §3). */
export default adminFolder({
  resources: [
    {
      name: 'parametro',
      label: 'parámetro |||| parámetros',
      fields: { clave: texts.clave, marca: texts.marca },
      route: 'superadmin_parametro',
      list: ParametroList,
      create: lazyPage(() => import('./ParametroCreate')),
      edit: lazyPage(() => import('./ParametroEdit')),
      icon: TuneIcon,
      recordRepresentation: 'clave',
    },
  ],
});
