import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import ReferidoList from './ReferidoList';

/** spec §2 /superadmin/referidos: the people students referred, followed up to enrolment. */
export default adminFolder({
  resources: [
    {
      name: 'referidos',
      label: 'referido |||| referidos',
      route: 'superadmin_referidos',
      list: ReferidoList,
      edit: lazyPage(() => import('./ReferidoEdit')),
      icon: PersonAddIcon,
      recordRepresentation: (referral: { nombres: string; apellidos: string }) =>
        `${referral.nombres} ${referral.apellidos}`,
    },
  ],
});
