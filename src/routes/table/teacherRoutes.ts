import { areaRoute, defineRoutes } from '../defineRoutes';

// One loader per page module, shared by the routes it serves (each adds to the entry).
const teacherFinishedPage = () => import('@/features/procedures/teacher/TeacherFinishedPage');
const teacherPendingPage = () => import('@/features/procedures/teacher/TeacherPendingPage');
const teacherRequestPage = () => import('@/features/procedures/teacher/TeacherRequestPage');

const regulationsPage = () => import('@/features/teaching/regulations/RegulationsPage');
const trainingPage = () => import('@/features/teaching/trainings/TrainingPage');

const teacher = areaRoute('teacher');
const detail = 'Detalle del trámite';

/** spec §2: /docentes/**, teachers only. */
export const teacherRoutes = defineRoutes({
  docentes_reglamentos: teacher('/docentes/reglamentos', 'Reglamentos', {
    page: regulationsPage,
  }),
  docentes_reglamentos_politicas: teacher(
    '/docentes/reglamentos-politicas',
    'Reglamentos y políticas',
    { page: regulationsPage },
  ),
  docentes_institucional_reglamentos: teacher(
    '/docentes/institucional/reglamentos',
    'Reglamentos institucionales',
    { page: regulationsPage },
  ),
  docentes_institucional_horas_programadas: teacher(
    '/docentes/institucional/horasprogramadas',
    'Horas programadas',
    { page: () => import('@/features/teaching/programming/ScheduledHoursPage') },
  ),
  docentes_institucional_conocenos: teacher('/docentes/institucional/conocenos', 'Conócenos', {
    page: () => import('@/features/teaching/institutional/AboutPage'),
  }),
  docentes_institucional_capacitaciones_sst: teacher(
    '/docentes/institucional/capacitacionessst',
    'Capacitaciones SST',
    { page: () => import('@/features/teaching/trainings/SafetyTrainingsPage') },
  ),
  docentes_institucional_capacitacion_integridad: teacher(
    '/docentes/institucional/capacitacionintegridad',
    'Capacitación en integridad',
    { page: () => import('@/features/teaching/trainings/IntegrityTrainingsPage') },
  ),
  docentes_guia_docente: teacher('/docentes/guia-docente', 'Guía docente', {
    page: () => import('@/features/teaching/institutional/TeacherGuidePage'),
  }),
  docentes_evaluacion_360: teacher('/docentes/evaluacion-360', 'Evaluación 360', {
    page: () => import('@/features/teaching/evaluation360/Evaluation360Page'),
  }),
  docentes_encuesta_alerta: teacher('/docentes/encuesta-alerta', 'Encuesta', {
    page: () => import('@/features/teaching/institutional/AlertSurveyPage'),
  }),
  docentes_induccion: teacher('/docentes/induccion', 'Inducción', {
    page: () => import('@/features/teaching/institutional/InductionPage'),
  }),
  docentes_directivas: teacher('/docentes/directivas', 'Directivas', {
    page: () => import('@/features/teaching/institutional/DirectivesPage'),
  }),
  docentes_programacion_docente: teacher('/docentes/programacion-docente', 'Programación docente', {
    page: () => import('@/features/teaching/programming/ProgrammingPage'),
  }),
  docentes_cursos: teacher('/docentes/cursos', 'Clases', {
    page: () => import('@/features/teaching/classes/ClassesPage'),
  }),
  docentes_curso: teacher('/docentes/cursos/:slug/:slug2?', 'Clase', {
    page: () => import('@/features/teaching/section/SectionPage'),
  }),
  docentes_curso_historial: teacher(
    '/docentes/cursos/:slug/historial/:slug_historial',
    'Historial de la clase',
    { page: () => import('@/features/teaching/history/HistoryPage') },
  ),
  docentes_linea_informacion_general: teacher(
    '/docentes/linea-desarrollo/informacion-general',
    'Información general',
    { page: () => import('@/features/teaching/development/InformationPage') },
  ),
  docentes_linea_ruta_acompanamiento: teacher(
    '/docentes/linea-desarrollo/ruta-acompanamiento',
    'Ruta de acompañamiento',
    { page: () => import('@/features/teaching/development/AccompanimentPage') },
  ),
  docentes_linea_ruta_formativa: teacher(
    '/docentes/linea-desarrollo/ruta-formativa',
    'Ruta formativa',
    { page: () => import('@/features/teaching/development/TrainingRoutePage') },
  ),
  docentes_capacitaciones_rutas: teacher(
    '/docentes/capacitaciones/rutas-desarrollo',
    'Rutas de desarrollo',
    { page: () => import('@/features/teaching/trainings/PathsPage') },
  ),
  docentes_capacitaciones_ruta: teacher(
    '/docentes/capacitaciones/rutas-desarrollo/:name/:id',
    'Ruta de desarrollo',
    { page: () => import('@/features/teaching/trainings/PathPage') },
  ),
  docentes_capacitaciones_en_curso: teacher(
    '/docentes/capacitaciones/en-curso',
    'Capacitaciones en curso',
    { page: () => import('@/features/teaching/trainings/InProgressPage') },
  ),
  docentes_capacitacion_en_curso: teacher(
    '/docentes/capacitaciones/en-curso/:id',
    'Capacitación en curso',
    { page: trainingPage },
  ),
  docentes_capacitaciones_finalizadas: teacher(
    '/docentes/capacitaciones/finalizadas',
    'Capacitaciones finalizadas',
    { page: () => import('@/features/teaching/trainings/FinishedPage') },
  ),
  docentes_capacitacion_finalizada: teacher(
    '/docentes/capacitaciones/finalizadas/:id',
    'Capacitación finalizada',
    { page: trainingPage },
  ),
  docentes_capacitaciones_otras: teacher(
    '/docentes/capacitaciones/otras-capacitaciones',
    'Otras capacitaciones',
    { page: () => import('@/features/teaching/trainings/OtherTrainingsPage') },
  ),
  docentes_tramites_pendientes: teacher('/docentes/tramites/pendientes', 'Trámites pendientes', {
    page: teacherPendingPage,
  }),
  docentes_tramites_finalizados: teacher('/docentes/tramites/finalizados', 'Trámites finalizados', {
    page: teacherFinishedPage,
  }),
  docentes_tramite_pendiente: teacher('/docentes/tramites/detalle/pendientes/:slug/:id', detail, {
    page: teacherRequestPage,
  }),
  docentes_tramite_finalizado: teacher('/docentes/tramites/detalle/finalizados/:slug/:id', detail, {
    page: teacherRequestPage,
  }),
});
