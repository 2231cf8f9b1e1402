// The demo tours of new features (spec §3 Tour): the four configurations the campus names, each
// with its modals, its steps in order and where the steps' pop-ups sit by screen width.

export type ModalCode = 'ModBienvenida' | 'ModOmision' | 'ModFinaliza';

export interface TourModalSeed {
  code: ModalCode;
  title: string;
  content: string;
  route: string | null;
  showClose: boolean;
}

export interface TourStepSeed {
  idComponent: string;
  code: string;
  route: string;
  title: string;
  content: string;
  /** Screen widths (px) the step shows at. */
  codeMin: number;
  codeMax: number;
}

export interface TourMeasureSeed {
  /** The smallest screen width (px) it applies to. */
  code: number;
  type: 'absolute' | 'fixed';
  position: 'top' | 'right' | 'bottom' | 'left';
  offsetX: number;
  offsetY: number;
  rounded: boolean;
}

export interface TourSeed {
  codeConfig: string;
  nombre: string;
  descripcion: string;
  modals: readonly TourModalSeed[];
  /** In order: the first is step 1. */
  steps: readonly TourStepSeed[];
  measures: readonly TourMeasureSeed[];
}

const ANY_WIDTH = { codeMin: 0, codeMax: 3840 };
const DESKTOP = { codeMin: 1024, codeMax: 3840 };
const PHONE = { codeMin: 0, codeMax: 1023 };

/** Phones get a pop-up fixed at the bottom; wider screens one beside the highlighted element. */
const measures: readonly TourMeasureSeed[] = [
  { code: 0, type: 'fixed', position: 'bottom', offsetX: 0, offsetY: 16, rounded: true },
  { code: 768, type: 'absolute', position: 'bottom', offsetX: 0, offsetY: 12, rounded: true },
  { code: 1280, type: 'absolute', position: 'right', offsetX: 16, offsetY: 0, rounded: true },
];

const omit = (what: string): TourModalSeed => ({
  code: 'ModOmision',
  title: '¿Quieres saltar el recorrido?',
  content: `Puedes volver a ver ${what} cuando quieras desde el botón de ayuda del encabezado.`,
  route: null,
  showClose: false,
});

export const tourSeeds: readonly TourSeed[] = [
  {
    codeConfig: 'nueva_func_tour_estudiantes',
    nombre: 'Recorrido del campus para estudiantes',
    descripcion: 'Presenta el nuevo inicio, el menú y las notificaciones a cada estudiante.',
    modals: [
      {
        code: 'ModBienvenida',
        title: '¡Conoce tu nuevo campus!',
        content:
          'En pocos pasos te mostramos dónde encontrar tus cursos, tu horario y tus trámites.',
        route: '/',
        showClose: true,
      },
      omit('este recorrido'),
      {
        code: 'ModFinaliza',
        title: '¡Listo!',
        content: 'Ya conoces lo nuevo del campus. ¡Éxitos en este periodo académico!',
        route: '/',
        showClose: true,
      },
    ],
    steps: [
      {
        idComponent: 'tour-menu-lateral',
        code: 'MENU',
        route: '/',
        title: 'Tu menú',
        content: 'Desde aquí llegas a tus cursos, tu avance curricular y tus trámites.',
        ...DESKTOP,
      },
      {
        idComponent: 'tour-barra-inferior',
        code: 'MENU_MOVIL',
        route: '/',
        title: 'Tu menú en el celular',
        content: 'En tu celular, el menú y tu horario están en la barra inferior.',
        ...PHONE,
      },
      {
        idComponent: 'tour-mis-cursos',
        code: 'MIS_CURSOS',
        route: '/',
        title: 'Mis cursos',
        content: 'Tus unidades didácticas del periodo, agrupadas por programa y módulo.',
        ...ANY_WIDTH,
      },
      {
        idComponent: 'tour-mi-horario',
        code: 'MI_HORARIO',
        route: '/',
        title: 'Mi horario',
        content: 'Tus clases de la semana, con el enlace a cada sesión virtual.',
        ...ANY_WIDTH,
      },
      {
        idComponent: 'tour-notificaciones',
        code: 'NOTIFICACIONES',
        route: '/',
        title: 'Notificaciones',
        content: 'La campana te avisa de nuevas notas, trámites atendidos y comunicados.',
        ...ANY_WIDTH,
      },
      {
        idComponent: 'tour-ayuda',
        code: 'AYUDA',
        route: '/',
        title: 'Ayuda',
        content: 'Vuelve a ver este y otros recorridos cuando quieras desde aquí.',
        ...ANY_WIDTH,
      },
    ],
    measures,
  },
  {
    codeConfig: 'nueva_func_tour_docentes',
    nombre: 'Recorrido del campus para docentes',
    descripcion: 'Presenta las clases, la programación y las capacitaciones a cada docente.',
    modals: [
      {
        code: 'ModBienvenida',
        title: 'Bienvenido(a) al nuevo campus docente',
        content: 'Te mostramos dónde están tus clases, tu programación y tus capacitaciones.',
        route: '/',
        showClose: true,
      },
      omit('este recorrido'),
      {
        code: 'ModFinaliza',
        title: '¡Todo listo!',
        content: 'Gracias por acompañar a nuestros estudiantes este periodo.',
        route: '/',
        showClose: true,
      },
    ],
    steps: [
      {
        idComponent: 'tour-clases',
        code: 'CLASES',
        route: '/',
        title: 'Tus clases',
        content: 'Cada sección que dictas, con su aula virtual, asistencia y notas.',
        ...ANY_WIDTH,
      },
      {
        idComponent: 'tour-programacion',
        code: 'PROGRAMACION',
        route: '/',
        title: 'Mi programación',
        content: 'Tus horas programadas de la semana y el enlace a cada sesión.',
        ...ANY_WIDTH,
      },
      {
        idComponent: 'tour-capacitaciones',
        code: 'CAPACITACIONES',
        route: '/docentes/capacitaciones/en-curso',
        title: 'Capacitaciones',
        content: 'Las rutas de desarrollo y los cursos que llevas como docente.',
        ...DESKTOP,
      },
      {
        idComponent: 'tour-tramites-docente',
        code: 'TRAMITES',
        route: '/docentes/tramites/pendientes',
        title: 'Trámites',
        content: 'Las solicitudes que esperan tu respuesta, como las rectificaciones de notas.',
        ...ANY_WIDTH,
      },
    ],
    measures,
  },
  {
    codeConfig: 'nueva_func_tour_avance-curricular',
    nombre: 'Novedades del avance curricular',
    descripcion: 'Explica la nueva vista del avance curricular y el historial de notas.',
    modals: [
      {
        code: 'ModBienvenida',
        title: 'Tu avance curricular, renovado',
        content: 'Ahora ves de un vistazo cuánto llevas de tu carrera y tu historial de notas.',
        route: '/estudiantes/cursos/avance-curricular',
        showClose: true,
      },
      {
        code: 'ModFinaliza',
        title: '¡Eso es todo!',
        content: 'Revisa tu avance cada periodo para planificar tu matrícula.',
        route: null,
        showClose: true,
      },
    ],
    steps: [
      {
        idComponent: 'tour-situacion-academica',
        code: 'SITUACION',
        route: '/estudiantes/cursos/avance-curricular/situacion-academica',
        title: 'Situación académica',
        content: 'Tus módulos aprobados, los que llevas y los que te faltan.',
        ...ANY_WIDTH,
      },
      {
        idComponent: 'tour-historial-notas',
        code: 'HISTORIAL',
        // The history is one page per programme: the step points at the way there.
        route: '/estudiantes/cursos/avance-curricular',
        title: 'Historial de notas',
        content: 'Cada unidad didáctica que llevaste, con su nota final y su periodo.',
        ...ANY_WIDTH,
      },
      {
        idComponent: 'tour-creditos',
        code: 'CREDITOS',
        route: '/estudiantes/cursos/avance-curricular',
        title: 'Créditos aprobados',
        content: 'Cuántos créditos llevas aprobados del total de tu plan de estudios.',
        ...DESKTOP,
      },
    ],
    measures: measures.slice(0, 2),
  },
  {
    codeConfig: 'nueva_func_tour_unidades-didacticas',
    nombre: 'Novedades de las unidades didácticas',
    descripcion: 'Muestra las tarjetas de curso, la unidad electiva y los cursos finalizados.',
    modals: [
      {
        code: 'ModBienvenida',
        title: 'Tus unidades didácticas en un solo lugar',
        content: 'Descubre cómo encontrar tus cursos, tu unidad electiva y los que ya terminaste.',
        route: '/estudiantes/cursos',
        showClose: true,
      },
      omit('las novedades'),
      {
        code: 'ModFinaliza',
        title: '¡Listo para estudiar!',
        content: 'Entra a cualquier curso para ver sus sesiones, materiales y notas.',
        route: '/estudiantes/cursos',
        showClose: true,
      },
    ],
    steps: [
      {
        idComponent: 'tour-tarjeta-curso',
        code: 'TARJETA',
        route: '/estudiantes/cursos',
        title: 'Tarjeta del curso',
        content: 'Cada curso con su docente, su horario y el acceso a su aula virtual.',
        ...ANY_WIDTH,
      },
      {
        idComponent: 'tour-unidad-electiva',
        code: 'ELECTIVA',
        route: '/estudiantes/cursos',
        title: 'Unidad electiva',
        content: 'Elige aquí tu unidad de aprendizaje autónomo antes de la fecha límite.',
        ...ANY_WIDTH,
      },
      {
        idComponent: 'tour-finalizados',
        code: 'FINALIZADOS',
        route: '/estudiantes/cursos/finalizados',
        title: 'Cursos finalizados',
        content: 'Los cursos de periodos anteriores, con su nota final.',
        ...ANY_WIDTH,
      },
    ],
    measures,
  },
];
