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

const step = (nombre: string, modulo: string, orden: number, url: string): TaskSeed => ({
  nombre,
  modulo,
  orden,
  url,
});

export const taskSeeds: Record<Audiencia, readonly TaskSeed[]> = {
  ESTUDIANTES: [
    // A first sign-in changes the temporary password, then accepts the regulations (issue 35).
    { nombre: 'Cambio de contraseña', modulo: 'cambiarClave', orden: 1, url: '/actualizar-clave' },
    {
      nombre: 'Aceptar reglamentos actualizados',
      modulo: 'reglamentosActualizados',
      orden: 2,
      url: '/',
    },
    {
      nombre: 'Bienvenida y onboarding',
      modulo: 'onBoarding',
      orden: 3,
      url: '/onboarding',
      // The steps a newly enrolled student takes (issue 34), in order. An extension student's
      // copies hold only the first two and the directives (041's seed, mocks/api/onboarding).
      subtasks: [
        step('Datos personales', 'onboardingDatos', 1, '/onboarding'),
        step('Contacto y dirección', 'onboardingContacto', 2, '/onboarding'),
        step('Contacto de emergencia', 'onboardingEmergencia', 3, '/onboarding'),
        step('Estudios secundarios', 'onboardingEstudios', 4, '/onboarding'),
        step('Salud y discapacidad', 'onboardingSalud', 5, '/onboarding'),
        step('Datos socioeconómicos', 'onboardingSocioeconomico', 6, '/onboarding'),
        step('Leer las directivas', 'onboardingDirectivas', 7, '/estudiantes/directivas'),
        step('Foto de perfil', 'onboardingFoto', 8, '/onboarding'),
      ],
    },
    {
      nombre: 'Actualización de datos',
      modulo: 'actualizarDatos',
      orden: 4,
      url: '/actualizar-datos',
      // The yearly update of what may have changed, for returning students (issue 34).
      subtasks: [
        step('Contacto y dirección', 'actualizarCorreo', 1, '/actualizar-datos'),
        step('Verificar número de celular', 'verificarCelular', 2, '/actualizar-telefono'),
        step('Contacto de emergencia', 'actualizarEmergencia', 3, '/actualizar-datos'),
        step('Salud y discapacidad', 'actualizarSalud', 4, '/actualizar-datos'),
        step('Datos socioeconómicos', 'actualizarSocioeconomico', 5, '/actualizar-datos'),
      ],
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
