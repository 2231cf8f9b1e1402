import type {
  ActividadAcompanamientoEstado,
  ActividadAcompanamientoTipo,
} from '@generated/main/model';
import { countOf } from '@/lib/text';

/** Spanish texts of the teacher's development line (issue 16). */
export const texts = {
  nav: 'Línea de desarrollo',
  pages: {
    information: 'Información general',
    accompaniment: 'Ruta de acompañamiento',
    route: 'Ruta formativa',
  },
  retry: 'Reintentar',
  information: {
    intro: 'Tu nivel en la línea de desarrollo docente y lo que te falta para seguir creciendo.',
    loadError: 'No pudimos cargar tu línea de desarrollo. Inténtalo nuevamente.',
    notFound: 'Aún no tienes una línea de desarrollo asignada.',
    back: 'Ir al inicio',
    level: 'Tu nivel actual',
    ladder: 'Niveles de la línea de desarrollo',
    current: 'Tu nivel',
    facts: 'Tu línea de desarrollo',
    since: 'En este nivel desde',
    nextReview: 'Próxima revisión',
    noReview: 'Por programar',
    mentor: 'Acompañante pedagógico',
    accompaniment: (done: number, scheduled: number) =>
      `Acompañamiento: ${countOf(done, 'sesión realizada', 'sesiones realizadas')}, ${countOf(scheduled, 'programada', 'programadas')}`,
    route: (finished: number, total: number) =>
      `Ruta formativa: ${finished} de ${countOf(total, 'capacitación finalizada', 'capacitaciones finalizadas')}`,
  },
  accompaniment: {
    intro:
      'Las observaciones de clase y sesiones de retroalimentación con tu acompañante pedagógico.',
    loadError: 'No pudimos cargar tu ruta de acompañamiento. Inténtalo nuevamente.',
    empty: 'Aún no tienes sesiones de acompañamiento.',
    label: 'Sesiones de acompañamiento',
    date: 'Fecha',
    kind: 'Tipo',
    title: 'Sesión',
    staff: 'Responsable',
    course: 'Curso',
    state: 'Estado',
    outcome: 'Resultado',
    comment: 'Comentario',
    none: '—',
    kinds: {
      OBSERVACION: 'Observación de clase',
      RETROALIMENTACION: 'Retroalimentación',
    } satisfies Record<ActividadAcompanamientoTipo, string>,
    states: {
      PROGRAMADA: 'Programada',
      REALIZADA: 'Realizada',
      CANCELADA: 'Cancelada',
    } satisfies Record<ActividadAcompanamientoEstado, string>,
    outcomes: { DESTACADO: 'Destacado', LOGRADO: 'Logrado', EN_PROCESO: 'En proceso' },
  },
  route: {
    intro: 'Las capacitaciones que tu nivel requiere, con tu avance en cada una.',
    loadError: 'No pudimos cargar tu ruta formativa. Inténtalo nuevamente.',
    empty: 'Tu nivel no requiere capacitaciones por ahora.',
    progress: 'Avance de tu ruta formativa',
    count: (finished: number, total: number) =>
      `${finished} de ${countOf(total, 'capacitación finalizada', 'capacitaciones finalizadas')}`,
  },
} as const;
