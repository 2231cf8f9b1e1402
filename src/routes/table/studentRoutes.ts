import { areaRoute, defineRoutes } from '../defineRoutes';

const student = areaRoute('student');
const courses = '/estudiantes/cursos';
const progress = `${courses}/avance-curricular` as const;
const studies = '/estudiantes/tramites/programa-de-estudios';
const extension = '/estudiantes/tramites/extension';
const lateFee = '/estudiantes/pago-tarde';
const services = '/estudiantes/servicios';
const detail = 'Detalle del trámite';

/** spec §2: /estudiantes/**, students only. */
export const studentRoutes = defineRoutes({
  estudiantes_resumen: student('/estudiantes/resumen/:_id', 'Resumen'),
  estudiantes_biblioteca: student('/estudiantes/biblioteca', 'Biblioteca'),
  estudiantes_horario: student('/estudiantes/horario/:slug', 'Mi horario'),
  estudiantes_directivas: student('/estudiantes/directivas', 'Directivas'),
  estudiantes_guia_carreras: student(
    '/estudiantes/guia-estudiante/carreras',
    'Guía del estudiante',
  ),
  estudiantes_guia_extension: student(
    '/estudiantes/guia-estudiante/extension',
    'Guía del estudiante de extensión',
  ),
  estudiantes_cursos: student(courses, 'Mis cursos'),
  estudiantes_cursos_finalizados: student(`${courses}/finalizados`, 'Cursos finalizados'),
  estudiantes_avance_curricular: student(progress, 'Avance curricular'),
  estudiantes_situacion_academica: student(
    `${progress}/situacion-academica`,
    'Situación académica',
  ),
  // Up to five segments (spec §2).
  estudiantes_historial_notas: student(
    `${progress}/historial-notas/:slug/:slug2?/:slug3?/:slug4?/:slug5?`,
    'Historial de notas',
  ),
  estudiantes_curso: student(`${courses}/:slug/:slug2?`, 'Curso'),
  estudiantes_pago_tarde: student(lateFee, 'Pago tardío'),
  estudiantes_pago_tarde_olvido: student(`${lateFee}/olvido-pago`, 'Olvidé realizar mi pago'),
  estudiantes_pago_tarde_finaliza: student(`${lateFee}/finaliza`, 'Solicitud registrada'),
  estudiantes_pago_tarde_reagendar: student(`${lateFee}/reagendar-pago`, 'Reagendar pago'),
  estudiantes_pago_tarde_problema: student(`${lateFee}/problema`, 'Problema con mi pago'),
  estudiantes_pagos: student('/estudiantes/pagos', 'Pagos'),
  estudiantes_pagos_comprobante: student(
    '/estudiantes/pagos/comprobante/:slug/:slug2?/:slug3?',
    'Comprobante de pago',
  ),
  estudiantes_tramites_estudios_nuevo: student(`${studies}/nuevo`, 'Nuevo trámite'),
  estudiantes_tramites_estudios_nuevo_detalle: student(
    `${studies}/nuevo/:slug/:id`,
    'Solicitar trámite',
  ),
  estudiantes_tramites_estudios_en_proceso: student(
    `${studies}/en-proceso/:id?`,
    'Trámites en proceso',
  ),
  estudiantes_tramites_estudios_en_proceso_detalle: student(
    `${studies}/en-proceso/:slug/:id`,
    detail,
  ),
  estudiantes_tramites_estudios_finalizados: student(
    `${studies}/finalizados/:id?`,
    'Trámites finalizados',
  ),
  estudiantes_tramites_estudios_finalizados_detalle: student(
    `${studies}/finalizados/:slug/:id`,
    detail,
  ),
  estudiantes_tramites_extension_nuevo: student(`${extension}/nuevo`, 'Nuevo trámite de extensión'),
  estudiantes_tramites_extension_nuevo_detalle: student(
    `${extension}/nuevo/:slug/:id`,
    'Solicitar trámite de extensión',
  ),
  estudiantes_tramites_extension_en_proceso: student(
    `${extension}/en-proceso/:id?`,
    'Trámites de extensión en proceso',
  ),
  estudiantes_tramites_extension_en_proceso_detalle: student(
    `${extension}/en-proceso/:slug/:id`,
    detail,
  ),
  estudiantes_tramites_extension_finalizados: student(
    `${extension}/finalizados/:id?`,
    'Trámites de extensión finalizados',
  ),
  estudiantes_tramites_extension_finalizados_detalle: student(
    `${extension}/finalizados/:slug/:id`,
    detail,
  ),
  estudiantes_sae_historial: student('/estudiantes/sae/historial', 'Historial SAE'),
  estudiantes_sae_pendientes: student('/estudiantes/sae/pendientes', 'Pendientes SAE'),
  estudiantes_sae_dashboard: student('/estudiantes/sae/dashboard', 'Panel SAE'),
  estudiantes_becas: student(`${services}/becas`, 'Becas'),
  // Path spelling ('socieconomica') is the spec's.
  estudiantes_beca_socioeconomica: student(`${services}/beca-socieconomica`, 'Beca socioeconómica'),
  estudiantes_orientacion_agendar: student(
    `${services}/orientacion-psicologica/agendar`,
    'Agendar orientación psicológica',
  ),
  estudiantes_orientacion_historial: student(
    `${services}/orientacion-psicologica/historial`,
    'Historial de orientación psicológica',
  ),
  estudiantes_mis_referidos: student(`${services}/mis-referidos`, 'Mis referidos'),
  estudiantes_ver_referidos: student(`${services}/ver-referidos`, 'Referidos'),
  estudiantes_encuestas_smart: student('/estudiantes/encuestassmart', 'Encuestas'),
  encuestas_completar: student('/estudiantes/encuestas/completar/:slug', 'Encuesta'),
  encuestas_completar_curso: student(
    '/estudiantes/encuestas/completar/curso/:slug',
    'Encuesta del curso',
  ),
  encuestas_completar_opc: student('/estudiantes/encuestas/opc/completar/:slug', 'Encuesta'),
  encuestas_completar_curso_opc: student(
    '/estudiantes/encuestas/opc/completar/curso/:slug',
    'Encuesta del curso',
  ),
});
