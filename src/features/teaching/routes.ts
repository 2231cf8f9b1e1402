import { pageWith, type PageBindings } from '@/routes';
import type { InstitutionalPageProps } from './institutional/InstitutionalPage';
import type { TrainingListProps } from './trainings/TrainingList';

// One screen serves several routes: the institute's pages by their slug, the trainings by list.
const institutional = (slug: InstitutionalPageProps['slug']) =>
  pageWith(() => import('./institutional/InstitutionalPage'), { slug });
const trainings = (list: TrainingListProps['list']) =>
  pageWith(() => import('./trainings/TrainingList'), { list });

/** The teacher area of spec §2 (/docentes/**) bound to its pages. */
export const pages = {
  docentes_reglamentos: () => import('./regulations/RegulationsPage'),
  docentes_reglamentos_politicas: () => import('./regulations/RegulationsPage'),
  docentes_institucional_reglamentos: () => import('./regulations/RegulationsPage'),
  docentes_institucional_horas_programadas: () => import('./programming/ScheduledHoursPage'),
  docentes_institucional_conocenos: institutional('conocenos'),
  docentes_institucional_capacitaciones_sst: trainings('sst'),
  docentes_institucional_capacitacion_integridad: trainings('integrity'),
  docentes_guia_docente: institutional('guia-docente'),
  docentes_evaluacion_360: () => import('./evaluation360/Evaluation360Page'),
  docentes_encuesta_alerta: () => import('./institutional/AlertSurveyPage'),
  docentes_induccion: institutional('induccion'),
  docentes_directivas: institutional('directivas'),
  docentes_programacion_docente: () => import('./programming/ProgrammingPage'),
  docentes_cursos: () => import('./classes/ClassesPage'),
  docentes_curso: () => import('./section/SectionPage'),
  docentes_curso_historial: () => import('./history/HistoryPage'),
  docentes_linea_informacion_general: () => import('./development/InformationPage'),
  docentes_linea_ruta_acompanamiento: () => import('./development/AccompanimentPage'),
  docentes_linea_ruta_formativa: () => import('./development/TrainingRoutePage'),
  docentes_capacitaciones_rutas: () => import('./trainings/PathsPage'),
  docentes_capacitaciones_ruta: () => import('./trainings/PathPage'),
  docentes_capacitaciones_en_curso: trainings('inProgress'),
  docentes_capacitacion_en_curso: () => import('./trainings/TrainingPage'),
  docentes_capacitaciones_finalizadas: trainings('finished'),
  docentes_capacitacion_finalizada: () => import('./trainings/TrainingPage'),
  docentes_capacitaciones_otras: trainings('others'),
} satisfies PageBindings;
