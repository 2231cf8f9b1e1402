import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import BecaSocioeconomicaList from './BecaSocioeconomicaList';
import { texts } from './texts';

/**
 * /admin/becas-socioeconomicas (issue 39): the socioeconomic applications students submit on
 * /estudiantes/servicios/beca-socieconomica, granted or rejected by staff. Spec §2 names no path
 * for it, so it has no table route: the /admin app serves it under the resource's name.
 */
export default adminFolder({
  resources: [
    {
      name: 'becas-socioeconomicas',
      label: 'beca socioeconómica |||| becas socioeconómicas',
      fields: {
        alumno: texts.student,
        codigo: texts.code,
        usuario: texts.username,
        periodo: texts.period,
        estado: texts.state,
        solicitadaEn: texts.appliedAt,
        hogar: texts.household,
        ingresos: texts.income,
        vivienda: texts.housing,
        porcentaje: texts.percent,
        motivoRechazo: texts.rejection,
        evaluadoEn: texts.decidedAt,
        evaluadoPor: texts.decidedBy,
      },
      list: BecaSocioeconomicaList,
      show: lazyPage(() => import('./BecaSocioeconomicaShow')),
      icon: SchoolOutlined,
      recordRepresentation: 'alumno',
    },
  ],
});
