import { useLocation } from 'react-router';
import ObservationAnswer from '../shared/ObservationAnswer';
import RequestPage from '../shared/RequestPage';
import { studentRequestHref } from '../shared/requestRoutes';
import StudentTabs from '../shared/StudentTabs';
import { useStudentAudience } from '../shared/useStudentAudience';

/** .../{en-proceso|finalizados}/{slug}/{id}: one of the student's requests, and its answer. */
export default function StudentRequestPage() {
  const { audience } = useStudentAudience();
  const tab = useLocation().pathname.includes('/finalizados/') ? 'finalizados' : 'en-proceso';
  return (
    <StudentTabs tab={tab} titled={false}>
      <RequestPage
        hrefOf={(solicitud) => studentRequestHref(audience, solicitud)}
        actions={(solicitud) =>
          solicitud.acciones.puedeSubsanar && <ObservationAnswer solicitud={solicitud} />
        }
      />
    </StudentTabs>
  );
}
