/** The institute's frequent questions (fiction), one of the assistant's sources (migration 053). */
export interface SupportFaq {
  question: string;
  answer: string;
  /** Comma list of ESTUDIANTES, DOCENTES. */
  audiences: string;
  /** The route (src/routes table name) of the page that shows the matter. */
  route: string;
}

const STUDENTS = 'ESTUDIANTES';
const BOTH = 'ESTUDIANTES,DOCENTES';

export const supportFaqs: readonly SupportFaq[] = [
  {
    question: '¿Cómo recupero mi contraseña del campus?',
    answer:
      'En la página de inicio de sesión elige "¿Olvidaste tu contraseña?": te enviamos un código de seis dígitos a tu correo, válido por quince minutos.',
    audiences: BOTH,
    route: 'recuperar_clave',
  },
  {
    question: '¿Dónde veo mis notas?',
    answer:
      'Tus notas de cada curso están en Mis cursos, en la pestaña de evaluaciones del curso. El historial de ciclos anteriores está en Avance curricular.',
    audiences: STUDENTS,
    route: 'estudiantes_cursos',
  },
  {
    question: '¿Dónde pago mis cuotas y cuáles son los medios de pago?',
    answer:
      'En Pagos ves tus cuotas, sus vencimientos y los canales de pago: banca por internet, agentes y ventanilla. El pago se refleja en el campus en un máximo de 48 horas.',
    audiences: STUDENTS,
    route: 'estudiantes_pagos',
  },
  {
    question: '¿Qué hago si pagué y mi pago no aparece?',
    answer:
      'Si pasaron más de 48 horas, repórtalo en Pago tardío, opción "Problema con mi pago", con la foto o PDF de tu voucher.',
    audiences: STUDENTS,
    route: 'estudiantes_pago_tarde',
  },
  {
    question: '¿Cómo marco mi asistencia a clase?',
    answer:
      'Con el botón de asistencia de tu clase de hoy, desde unos minutos antes del inicio hasta la tolerancia que fija tu docente. Las clases presenciales las registra el docente.',
    audiences: BOTH,
    route: 'home',
  },
  {
    question: '¿Dónde veo mi horario de clases?',
    answer: 'En Mi horario ves tus clases de la semana, con su aula o enlace de la clase virtual.',
    audiences: STUDENTS,
    route: 'estudiantes_horario',
  },
  {
    question: '¿Cómo sigo el estado de un trámite que ya envié?',
    answer:
      'En Trámites en proceso ves cada solicitud con su estado, su fecha de respuesta y el historial; cuando termina pasa a Trámites finalizados.',
    audiences: STUDENTS,
    route: 'estudiantes_tramites_estudios_en_proceso',
  },
  {
    question: '¿Cómo agendo una cita de orientación psicológica?',
    answer:
      'En Orientación psicológica eliges un horario libre de la psicóloga, la modalidad (virtual o presencial) y el motivo. Puedes reprogramar hasta doce horas antes.',
    audiences: STUDENTS,
    route: 'estudiantes_orientacion_agendar',
  },
  {
    question: '¿Cómo postulo a una beca?',
    answer:
      'En Becas ves las becas abiertas y sus requisitos; la beca socioeconómica se solicita con una ficha y los documentos que la sustentan.',
    audiences: STUDENTS,
    route: 'estudiantes_becas',
  },
  {
    question: '¿Qué pasa si tengo muchas faltas en un curso?',
    answer:
      'Con más del treinta por ciento de inasistencias injustificadas quedas inhabilitado en el curso. Puedes justificar una inasistencia como trámite dentro de los plazos.',
    audiences: STUDENTS,
    route: 'estudiantes_tramites_estudios_nuevo',
  },
  {
    question: '¿Cómo contacto a soporte técnico del campus?',
    answer:
      'Abre un ticket de soporte desde el asistente o desde Mis tickets de soporte; te respondemos por el mismo ticket.',
    audiences: BOTH,
    route: 'zendesk_listado_tickets',
  },
  {
    question: '¿Cómo registro las notas de mi sección?',
    answer:
      'Desde Mis cursos, en el curso y la sección, pestaña de evaluaciones: registra cada nota dentro de los siete días siguientes a la evaluación.',
    audiences: 'DOCENTES',
    route: 'docentes_cursos',
  },
];
