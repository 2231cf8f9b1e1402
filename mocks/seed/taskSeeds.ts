// The demo mandatory-task definitions (spec §3 Flow task, spec §4 flow and home alert queue), by
// audience. spec §4: tasks run by `orden`; alerts from orden 16 on can be closed; a module that
// begins with the tour prefix starts the tour its codeConfig names.

export type Audiencia = 'ESTUDIANTES' | 'DOCENTES';

export interface TaskSeed {
  nombre: string;
  modulo: string;
  orden: number;
  url: string | null;
  codeConfig?: string;
  onlySkippedSteps?: boolean;
  activo?: boolean;
  subtasks?: readonly Omit<TaskSeed, 'subtasks'>[];
}

const tour = (nombre: string, orden: number, codeConfig: string, url: string): TaskSeed => ({
  nombre,
  modulo: codeConfig,
  orden,
  url,
  codeConfig,
});

export const taskSeeds: Record<Audiencia, readonly TaskSeed[]> = {
  ESTUDIANTES: [
    {
      nombre: 'Bienvenida y onboarding',
      modulo: 'onBoarding',
      orden: 1,
      url: '/onboarding',
      subtasks: [
        {
          nombre: 'Confirmar datos personales',
          modulo: 'onboardingDatos',
          orden: 1,
          url: '/onboarding',
        },
        {
          nombre: 'Leer las directivas',
          modulo: 'onboardingDirectivas',
          orden: 2,
          url: '/estudiantes/directivas',
        },
        {
          nombre: 'Subir foto de perfil',
          modulo: 'onboardingFoto',
          orden: 3,
          url: '/onboarding',
          onlySkippedSteps: true,
        },
      ],
    },
    {
      nombre: 'Actualización de datos',
      modulo: 'actualizarDatos',
      orden: 2,
      url: '/actualizar-datos',
      subtasks: [
        {
          nombre: 'Verificar número de celular',
          modulo: 'verificarCelular',
          orden: 1,
          url: '/actualizar-telefono',
        },
        {
          nombre: 'Confirmar correo personal',
          modulo: 'actualizarCorreo',
          orden: 2,
          url: '/actualizar-datos',
        },
      ],
    },
    { nombre: 'Cambio de contraseña', modulo: 'cambiarClave', orden: 3, url: '/actualizar-clave' },
    {
      nombre: 'Aceptar reglamentos actualizados',
      modulo: 'reglamentosActualizados',
      orden: 4,
      url: '/',
    },
    {
      nombre: 'Subir documentos de matrícula',
      modulo: 'subirDocumentos',
      orden: 5,
      url: '/subir-documentos',
    },
    { nombre: 'Elegir unidad electiva', modulo: 'electivos', orden: 6, url: '/electivos' },
    {
      nombre: 'Aviso de deudas pendientes',
      modulo: 'deudas',
      orden: 10,
      url: '/estudiantes/pagos',
    },
    { nombre: 'Prematrícula del próximo periodo', modulo: 'preRegistration', orden: 16, url: '/' },
    {
      nombre: 'Recordatorio de prematrícula',
      modulo: 'reminderPreRegistration',
      orden: 17,
      url: '/',
    },
    {
      nombre: 'Aviso de unidades electivas',
      modulo: 'AlertaElectivos',
      orden: 18,
      url: '/electivos',
    },
    { nombre: 'Encuesta de satisfacción', modulo: 'encuestaExterna', orden: 19, url: '/' },
    tour('Recorrido del nuevo campus', 20, 'nueva_func_tour_estudiantes', '/'),
    tour(
      'Recorrido del avance curricular',
      21,
      'nueva_func_tour_avance-curricular',
      '/estudiantes/cursos/avance-curricular',
    ),
    tour(
      'Recorrido de las unidades didácticas',
      22,
      'nueva_func_tour_unidades-didacticas',
      '/estudiantes/cursos',
    ),
    { nombre: 'Aviso de inasistencias', modulo: 'inasistenciaAlerta', orden: 23, url: '/' },
    {
      nombre: 'Certificado de estudios disponible',
      modulo: 'certificadoEstudios',
      orden: 24,
      url: '/certificado-de-estudios',
    },
    {
      nombre: 'Aviso de certificado modular vigente',
      modulo: 'AlertaCesVigenteSec',
      orden: 25,
      url: '/',
      activo: false,
    },
  ],
  DOCENTES: [
    {
      nombre: 'Inducción docente',
      modulo: 'docentes_induccion',
      orden: 1,
      url: '/docentes/induccion',
    },
    {
      nombre: 'Aceptar reglamentos actualizados',
      modulo: 'reglamentosActualizados',
      orden: 2,
      url: '/docentes/reglamentos',
    },
    {
      nombre: 'Actualización de datos',
      modulo: 'actualizarDatos',
      orden: 3,
      url: '/actualizar-datos',
    },
    {
      nombre: 'Evaluación 360',
      modulo: 'evaluacion360',
      orden: 4,
      url: '/docentes/evaluacion-360',
    },
    {
      nombre: 'Aviso de marcación de asistencia',
      modulo: 'marcacionDocAlerta',
      orden: 16,
      url: '/',
    },
    {
      nombre: 'Encuesta docente',
      modulo: 'encuestaExterna',
      orden: 17,
      url: '/docentes/encuesta-alerta',
    },
    tour('Recorrido del nuevo campus docente', 20, 'nueva_func_tour_docentes', '/'),
  ],
};
