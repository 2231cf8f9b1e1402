import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';

/**
 * spec §2 /admin/reportes/*: react-admin custom pages, not resources' views; each loads with its
 * charts when opened. Reports are read by their spec §7 call.
 */
export default adminFolder({
  resources: [
    { name: 'reporteOnboarding', label: 'estudiante del reporte |||| estudiantes del reporte' },
    { name: 'reporteCurriculum', label: 'matrícula del reporte |||| matrículas del reporte' },
    { name: 'reporteTramites', label: 'solicitud del reporte |||| solicitudes del reporte' },
  ],
  pages: {
    admin_reportes_onboarding: lazyPage(() => import('./OnboardingReportPage')),
    admin_reportes_cv: lazyPage(() => import('./CurriculumReportPage')),
    admin_reportes_tramites: lazyPage(() => import('./ProcedureReportPage')),
  },
});
