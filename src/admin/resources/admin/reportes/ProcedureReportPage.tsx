import { procedureReport } from './reportConfig';
import ReportPage from './ReportPage';

/**
 * /admin/reportes/tramites (issue 15): procedure requests by type, area, state and month, the
 * median days to resolve against the target (spec §1 TRAMITE).
 */
export default function ProcedureReportPage() {
  return <ReportPage report={procedureReport} />;
}
