import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import ProcessList from './ProcessList';
import ReportsList from './ReportsList';

/**
 * Issue 40: the teacher scheduling administration (spec §2 /admin/programacion-docente/*). A
 * process is a simple-rest resource; the spec's paths name its list and configuration, the
 * sections, candidates, approvals, applicants and reports, so these are the app's custom pages;
 * the report's charts load with it alone.
 */
export default adminFolder({
  resources: [
    { name: 'programacionDocente', label: 'proceso de programación |||| procesos de programación' },
  ],
  pages: {
    admin_programacion_configuracion: ProcessList,
    admin_programacion_configuracion_detalle: lazyPage(() => import('./ProcessEdit')),
    admin_programacion_asignacion: lazyPage(() => import('./AssignmentPage')),
    admin_programacion_asignacion_seccion: lazyPage(() => import('./SectionPage')),
    admin_programacion_candidatos: lazyPage(() => import('./CandidatesPage')),
    admin_programacion_aprobaciones: lazyPage(() => import('./ApprovalsPage')),
    admin_programacion_postulantes: lazyPage(() => import('./ApplicantsPage')),
    admin_programacion_reporteria: ReportsList,
    admin_programacion_reporte: lazyPage(() => import('./ReportPage')),
  },
});
