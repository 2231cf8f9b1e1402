import { Resource } from 'react-admin';
import { paths } from '@/routes';
import CampusAdmin, { type AdminPage } from './CampusAdmin';
import {
  CurriculumReportPage,
  OnboardingReportPage,
  ProcedureReportPage,
} from './resources/reportes';
import firmas from './resources/firmas';
import tutoriales from './resources/tutoriales';

const pages: readonly AdminPage[] = [
  [paths.admin_reportes_onboarding, OnboardingReportPage],
  [paths.admin_reportes_cv, CurriculumReportPage],
  [paths.admin_reportes_tramites, ProcedureReportPage],
];

/**
 * /admin/**: the admin-type users' configuration and reports (spec §2), one react-admin app. The
 * /admin paths it does not serve (the procedure trays, teacher scheduling ...) are pages of their
 * own.
 */
export default function AdminApp() {
  return (
    <CampusAdmin mount={paths.admin_app} pages={pages}>
      <Resource name="tutoriales-guias" {...tutoriales} />
      <Resource name="firmas" {...firmas} />
      {/* Reports are read on their own pages, by their spec §7 call. */}
      <Resource name="reporteOnboarding" />
      <Resource name="reporteCurriculum" />
      <Resource name="reporteTramites" />
    </CampusAdmin>
  );
}
