import type {
  CapacitacionResumenModalidad,
  EstadoCapacitacion,
  TipoCapacitacion,
} from '@generated/main/model';
import { countOf } from '@/lib/text';

/** Spanish texts of the teacher's trainings (issue 16). */
export const texts = {
  states: {
    SIN_INICIAR: 'Sin iniciar',
    EN_CURSO: 'En curso',
    FINALIZADA: 'Finalizada',
  } satisfies Record<EstadoCapacitacion, string>,
  kinds: {
    RUTA: 'Ruta de desarrollo',
    SST: 'Seguridad y salud en el trabajo',
    INTEGRIDAD: 'Integridad',
    OTRA: 'Complementaria',
  } satisfies Record<TipoCapacitacion, string>,
  modality: {
    VIRTUAL: 'Virtual',
    PRESENCIAL: 'Presencial',
    SEMIPRESENCIAL: 'Semipresencial',
  } satisfies Record<CapacitacionResumenModalidad, string>,
  overdue: 'Vencida',
  hours: (hours: number) => `${hours} ${hours === 1 ? 'hora' : 'horas'}`,
  dates: (from: string, to: string) => `Del ${from} al ${to}`,
  progress: 'Avance',
  modules: (done: number, total: number) =>
    `${done} de ${countOf(total, 'módulo completado', 'módulos completados')}`,
  grade: (grade: number) => `Nota: ${grade.toLocaleString('es-PE')}`,
  finishedOn: (date: string) => `Finalizada el ${date}`,
  open: (name: string) => `Ver ${name}`,
  openShort: 'Ver detalle',
  pages: 'Páginas de capacitaciones',
  loadError: 'No pudimos cargar tus capacitaciones. Inténtalo nuevamente.',
  retry: 'Reintentar',
  lists: {
    inProgress: {
      title: 'Capacitaciones en curso',
      intro: 'Las capacitaciones que estás llevando, la que vence primero arriba.',
      empty: 'No tienes capacitaciones en curso.',
    },
    finished: {
      title: 'Capacitaciones finalizadas',
      intro: 'Las capacitaciones que aprobaste, con su nota y su certificado.',
      empty: 'Aún no finalizas ninguna capacitación.',
    },
    others: {
      title: 'Otras capacitaciones',
      intro: 'Capacitaciones complementarias que ofrece el instituto a sus docentes.',
      empty: 'No hay otras capacitaciones disponibles.',
    },
    sst: {
      title: 'Capacitaciones de seguridad y salud en el trabajo',
      intro:
        'Capacitaciones obligatorias para todo el personal docente. Complétalas antes de su fecha de cierre.',
      empty: 'No hay capacitaciones de seguridad y salud en el trabajo.',
    },
    integrity: {
      title: 'Capacitación en integridad',
      intro:
        'Capacitaciones obligatorias sobre ética, integridad y convivencia en la comunidad educativa.',
      empty: 'No hay capacitaciones de integridad.',
    },
  },
  paths: {
    title: 'Rutas de desarrollo',
    intro: 'Las rutas que ofrece el instituto para crecer como docente, con sus capacitaciones.',
    empty: 'No hay rutas de desarrollo disponibles.',
    loadError: 'No pudimos cargar las rutas de desarrollo. Inténtalo nuevamente.',
    count: (finished: number, total: number) =>
      `${finished} de ${countOf(total, 'capacitación finalizada', 'capacitaciones finalizadas')}`,
    hours: (hours: number) => `${countOf(hours, 'hora', 'horas')} en total`,
    open: (name: string) => `Ver la ruta ${name}`,
    openShort: 'Ver ruta',
    notFound: 'No encontramos esta ruta de desarrollo.',
    back: 'Rutas de desarrollo',
    trainings: 'Capacitaciones de la ruta',
    progress: 'Avance de la ruta',
  },
  detail: {
    notFound: 'No encontramos esta capacitación.',
    loadError: 'No pudimos cargar la capacitación. Inténtalo nuevamente.',
    backInProgress: 'Capacitaciones en curso',
    backFinished: 'Capacitaciones finalizadas',
    facts: 'Datos de la capacitación',
    kind: 'Tipo',
    modality: 'Modalidad',
    hours: 'Duración',
    dates: 'Fechas',
    path: 'Ruta',
    grade: 'Nota final',
    finishedOn: 'Finalizada el',
    modules: 'Módulos',
    module: 'Módulo',
    moduleName: 'Nombre',
    due: 'Fecha límite',
    state: 'Estado',
    moduleDone: (date: string) => `Completado el ${date}`,
    modulePending: 'Pendiente',
    moduleOverdue: 'Vencido',
    certificate: 'Descargar certificado',
    certificateCode: (code: string) => `Certificado N.° ${code}`,
    certificateError: 'No pudimos descargar el certificado. Inténtalo nuevamente.',
    notStarted: 'Aún no inicias esta capacitación.',
  },
} as const;
