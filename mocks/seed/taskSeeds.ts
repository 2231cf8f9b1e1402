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
    // spec §4's home alert queue, in its order: each is raised by the student's own data
    // (mocks/api/tasks/alertRules.ts). The reminders to change the password (30) and to verify
    // the phone (39) are 045's: 043 renumbers every top-level cambiarClave.
    step('Prematrícula del próximo periodo', 'preRegistration', 31, '/'),
    step('Recordatorio de prematrícula', 'reminderPreRegistration', 32, '/'),
    step(
      'Aviso de certificado de secundaria pendiente',
      'AlertaCesVigenteSec',
      33,
      '/subir-documentos',
    ),
    step(
      'Aviso de certificado de secundaria en el último ciclo',
      'AlertaCesUltimoCiclo',
      34,
      '/subir-documentos',
    ),
    step(
      'Aviso de certificado de secundaria vencido',
      'AlertaCesVencidoSec',
      35,
      '/subir-documentos',
    ),
    step(
      'Aviso de certificado de secundaria para egresados',
      'AlertaCesEgresado',
      36,
      '/subir-documentos',
    ),
    step('Aviso de unidades electivas', 'AlertaElectivos', 37, '/electivos'),
    step('Aviso de deudas pendientes', 'deudas', 38, '/estudiantes/pagos'),
    step('Encuesta de satisfacción', 'encuestaExterna', 40, '/'),
    step('Aviso de inasistencias', 'inasistenciaAlerta', 41, '/'),
    step('Certificado de estudios disponible', 'certificadoEstudios', 42, '/certificado-de-estudios'),
    // Given by the academic office (048): the approved-didactic-unit list of spec §4.
    step(
      'Felicitación por unidades aprobadas',
      'cursoAprobado',
      43,
      '/estudiantes/cursos/finalizados',
    ),
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
    // Teachers answer their surveys from their own pages (evaluación 360): no alert asks it.
    {
      nombre: 'Encuesta docente',
      modulo: 'encuestaExterna',
      orden: 17,
      url: '/docentes/encuesta-alerta',
      activo: false,
    },
    tour('Recorrido del nuevo campus docente', 20, 'nueva_func_tour_docentes', '/'),
  ],
};
