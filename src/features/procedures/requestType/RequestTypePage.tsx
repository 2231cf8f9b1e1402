import { useParams } from 'react-router';
import TypeFiling from '../shared/TypeFiling';
import { studentRequestHref } from '../shared/requestRoutes';
import StudentTabs from '../shared/StudentTabs';
import { useStudentAudience } from '../shared/useStudentAudience';

/** .../nuevo/{slug}/{id}: a procedure's TUPA entry and the form to file it. */
export default function RequestTypePage() {
  const { audience, routes } = useStudentAudience();
  const id = Number(useParams().id);
  return (
    <StudentTabs tab="nuevo" titled={false}>
      <TypeFiling
        idTipoTramite={id}
        audience={audience}
        backHref={routes.nuevo.getHref()}
        hrefOf={(solicitud) => studentRequestHref(audience, solicitud)}
      />
    </StudentTabs>
  );
}
