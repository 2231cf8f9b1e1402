import { Resource } from 'react-admin';
import { paths } from '@/routes';
import CampusAdmin, { type AdminPage } from './CampusAdmin';
import {
  CurriculumReportPage,
  OnboardingReportPage,
  ProcedureReportPage,
} from './resources/reportes';
import firmas from './resources/firmas';
import { GenericoBuilderPage, GenericoList, GenericoNuevoPage } from './resources/tramiteGenerico';
import tutoriales from './resources/tutoriales';

const pages: readonly AdminPage[] = [
  [paths.admin_reportes_onboarding, OnboardingReportPage],
  [paths.admin_reportes_cv, CurriculumReportPage],
  [paths.admin_reportes_tramites, ProcedureReportPage],
  [paths.admin_tramites_genericos_lista, GenericoList],
  [paths.admin_tramites_genericos_nuevo, GenericoNuevoPage],
  [paths.admin_tramites_genericos_editar, GenericoBuilderPage],
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
      {/* Generic procedures are listed on their own page; the builder reads by its spec calls. */}
      <Resource name="tramiteGenerico" />
    </CampusAdmin>
  );
}
