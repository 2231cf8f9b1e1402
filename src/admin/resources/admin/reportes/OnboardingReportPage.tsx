import { onboardingReport } from './reportConfig';
import ReportPage from './ReportPage';

/** /admin/reportes/onboarding: students' progress through the onboarding tasks. */
export default function OnboardingReportPage() {
  return <ReportPage report={onboardingReport} />;
}
