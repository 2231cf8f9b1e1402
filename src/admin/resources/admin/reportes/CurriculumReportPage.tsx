import { curriculumReport } from './reportConfig';
import ReportPage from './ReportPage';

/** /admin/reportes/cv: students' place in their career's plan (spec §1 CURRICULUM). */
export default function CurriculumReportPage() {
  return <ReportPage report={curriculumReport} />;
}
