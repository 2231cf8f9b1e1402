import Alert from '@mui/material/Alert';
import { useLocation } from 'react-router';
import MyRequests from '../shared/MyRequests';
import { studentRequestHref } from '../shared/requestRoutes';
import { useShortLink } from '../shared/useShortLink';
import StudentTabs from '../shared/StudentTabs';
import { useStudentAudience } from '../shared/useStudentAudience';
import { texts } from '../texts';

/** .../en-proceso/{id?} and .../finalizados/{id?}: the student's requests of one tray. */
export default function MyProceduresPage() {
  const { audience } = useStudentAudience();
  const tab = useLocation().pathname.includes('/finalizados') ? 'finalizados' : 'en-proceso';
  const hrefOf = (request: Parameters<typeof studentRequestHref>[1]) =>
    studentRequestHref(audience, request);
  const { unavailable } = useShortLink(hrefOf);
  return (
    <StudentTabs tab={tab}>
      {unavailable && <Alert severity="warning">{texts.linkedUnavailable}</Alert>}
      <MyRequests bandeja={tab} audience={audience} hrefOf={hrefOf} />
    </StudentTabs>
  );
}
