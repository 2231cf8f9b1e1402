import { areaRoute, defineRoutes } from '../defineRoutes';

const teacher = areaRoute('teacher');
const detail = 'Detalle del trámite';

/** spec §2: /docentes/**, teachers only. */
export const teacherRoutes = defineRoutes({
  docentes_reglamentos: teacher('/docentes/reglamentos', 'Reglamentos'),
  docentes_reglamentos_politicas: teacher(
    '/docentes/reglamentos-politicas',
    'Reglamentos y políticas',
  ),
  docentes_institucional_reglamentos: teacher(
    '/docentes/institucional/reglamentos',
    'Reglamentos institucionales',
  ),
  docentes_institucional_horas_programadas: teacher(
    '/docentes/institucional/horasprogramadas',
    'Horas programadas',
  ),
  docentes_institucional_conocenos: teacher('/docentes/institucional/conocenos', 'Conócenos'),
  docentes_institucional_capacitaciones_sst: teacher(
    '/docentes/institucional/capacitacionessst',
    'Capacitaciones SST',
  ),
  docentes_institucional_capacitacion_integridad: teacher(
    '/docentes/institucional/capacitacionintegridad',
    'Capacitación en integridad',
  ),
  docentes_guia_docente: teacher('/docentes/guia-docente', 'Guía docente'),
  docentes_evaluacion_360: teacher('/docentes/evaluacion-360', 'Evaluación 360'),
  docentes_encuesta_alerta: teacher('/docentes/encuesta-alerta', 'Encuesta'),
  docentes_induccion: teacher('/docentes/induccion', 'Inducción'),
  docentes_directivas: teacher('/docentes/directivas', 'Directivas'),
  docentes_programacion_docente: teacher('/docentes/programacion-docente', 'Programación docente'),
  docentes_cursos: teacher('/docentes/cursos', 'Clases'),
  docentes_curso: teacher('/docentes/cursos/:slug/:slug2?', 'Clase'),
  docentes_curso_historial: teacher(
    '/docentes/cursos/:slug/historial/:slug_historial',
    'Historial de la clase',
  ),
  docentes_linea_informacion_general: teacher(
    '/docentes/linea-desarrollo/informacion-general',
    'Información general',
  ),
  docentes_linea_ruta_acompanamiento: teacher(
    '/docentes/linea-desarrollo/ruta-acompanamiento',
    'Ruta de acompañamiento',
  ),
  docentes_linea_ruta_formativa: teacher(
    '/docentes/linea-desarrollo/ruta-formativa',
    'Ruta formativa',
  ),
  docentes_capacitaciones_rutas: teacher(
    '/docentes/capacitaciones/rutas-desarrollo',
    'Rutas de desarrollo',
  ),
  docentes_capacitaciones_ruta: teacher(
    '/docentes/capacitaciones/rutas-desarrollo/:name/:id',
    'Ruta de desarrollo',
  ),
  docentes_capacitaciones_en_curso: teacher(
    '/docentes/capacitaciones/en-curso',
    'Capacitaciones en curso',
  ),
  docentes_capacitacion_en_curso: teacher(
    '/docentes/capacitaciones/en-curso/:id',
    'Capacitación en curso',
  ),
  docentes_capacitaciones_finalizadas: teacher(
    '/docentes/capacitaciones/finalizadas',
    'Capacitaciones finalizadas',
  ),
  docentes_capacitacion_finalizada: teacher(
    '/docentes/capacitaciones/finalizadas/:id',
    'Capacitación finalizada',
  ),
  docentes_capacitaciones_otras: teacher(
    '/docentes/capacitaciones/otras-capacitaciones',
    'Otras capacitaciones',
  ),
  docentes_tramites_pendientes: teacher('/docentes/tramites/pendientes', 'Trámites pendientes'),
  docentes_tramites_finalizados: teacher('/docentes/tramites/finalizados', 'Trámites finalizados'),
  docentes_tramite_pendiente: teacher('/docentes/tramites/detalle/pendientes/:slug/:id', detail),
  docentes_tramite_finalizado: teacher('/docentes/tramites/detalle/finalizados/:slug/:id', detail),
});
