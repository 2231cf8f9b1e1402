import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import ReferidoList from './ReferidoList';
import { texts } from './texts';

/** spec §2 /superadmin/referidos: the people students referred, followed up to enrolment. */
export default adminFolder({
  resources: [
    {
      name: 'referidos',
      label: 'referido |||| referidos',
      fields: {
        estado: texts.estado,
        apellidos: texts.referido,
        documento: texts.documento,
        telefono: texts.telefono,
        programa: texts.programa,
        referenteNombre: texts.referente,
        registradoEn: texts.registradoEn,
      },
      route: 'superadmin_referidos',
      list: ReferidoList,
      edit: lazyPage(() => import('./ReferidoEdit')),
      icon: PersonAddIcon,
      recordRepresentation: (referral: { nombres: string; apellidos: string }) =>
        `${referral.nombres} ${referral.apellidos}`,
    },
  ],
});
