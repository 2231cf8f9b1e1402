import { PARAMETER_KEYS } from '@/lib/parameters';
import { areaRoute, defineRoutes } from '../defineRoutes';
import { ERROR_PATH, HOME_PATH } from '../publicPaths';

const signedIn = areaRoute('authenticated');
const studentsOnly = { guard: 'student', deniedRedirect: '/' } as const;

/** spec §2: routes for every signed-in user, inside the shell. */
export const generalRoutes = defineRoutes({
  home: signedIn(HOME_PATH, 'Inicio'),
  dashboard: signedIn('/dashboard', 'Inicio', { redirectTo: HOME_PATH }),
  profile: signedIn('/mi-cuenta', 'Mi cuenta', { guard: 'student', deniedRedirect: '/' }),
  notifications: signedIn('/notificaciones', 'Notificaciones', {
    requiresParameter: PARAMETER_KEYS.notifications,
  }),
  confirmar_telefono: signedIn('/confirmar-telefono', 'Confirmar teléfono'),
  certificado_estudios: signedIn('/certificado-de-estudios', 'Certificado de estudios'),
  beneficios: signedIn('/beneficios', 'Beneficios'),
  // A student's own steps (issue 34); the new teacher onboarding is off (spec §6): others go home.
  onboarding: signedIn('/onboarding', 'Onboarding', studentsOnly),
  onboarding_pasos_omitidos: signedIn('/onboarding-pasos-omitidos', 'Pasos omitidos', studentsOnly),
  onboarding_extension: signedIn('/onboarding-extension', 'Onboarding de extensión', studentsOnly),
  actualizar_datos: signedIn('/actualizar-datos', 'Actualizar datos', studentsOnly),
  actualizar_datos_omitidos: signedIn(
    '/actualizar-datos-omitidos',
    'Datos por actualizar',
    studentsOnly,
  ),
  onboarding_omitir: signedIn('/onboarding-omitir', 'Omitir onboarding', studentsOnly),
  actualizar_clave: signedIn('/actualizar-clave', 'Actualizar contraseña'),
  // A student's choice (issue 13); anyone else, like a student with nothing to choose, goes home.
  electivos: signedIn('/electivos', 'Electivos', {
    guard: 'student',
    deniedRedirect: '/',
  }),
  actualizar_telefono: signedIn('/actualizar-telefono', 'Actualizar teléfono'),
  recuperar_clave: signedIn('/recuperar-clave', 'Recuperar contraseña'),
  // The documents a student owes for enrolment: the API serves them to students only (issue 54).
  subir_documentos: signedIn('/subir-documentos', 'Subir documentos', { guard: 'student' }),
  error: signedIn(ERROR_PATH, 'Página no encontrada'),
});
