import SpellcheckIcon from '@mui/icons-material/SpellcheckOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import NomenclaturaList from './NomenclaturaList';
import { texts } from './texts';

/** spec §2 /superadmin/nomenclaturas: how each brand names its domain nouns (spec §3). */
export default adminFolder({
  resources: [
    {
      name: 'nomenclaturas',
      label: 'nomenclatura |||| nomenclaturas',
      fields: {
        userTypeId: texts.userType,
        key: texts.key,
        businessUnitId: texts.brand,
        singular: texts.singular,
        plural: texts.plural,
        gender: texts.gender,
      },
      route: 'superadmin_nomenclaturas',
      list: NomenclaturaList,
      edit: lazyPage(() => import('./NomenclaturaEdit')),
      icon: SpellcheckIcon,
      recordRepresentation: 'key',
    },
  ],
});
