import { PARAMETER_KEYS } from '@/lib/parameters';
import { areaRoute, defineRoutes } from '../defineRoutes';
import { ERROR_PATH, HOME_PATH } from '../publicPaths';

const signedIn = areaRoute('authenticated');

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
  onboarding: signedIn('/onboarding', 'Onboarding'),
  onboarding_pasos_omitidos: signedIn('/onboarding-pasos-omitidos', 'Pasos omitidos'),
  onboarding_extension: signedIn('/onboarding-extension', 'Onboarding de extensión'),
  actualizar_datos: signedIn('/actualizar-datos', 'Actualizar datos'),
  actualizar_datos_omitidos: signedIn('/actualizar-datos-omitidos', 'Datos por actualizar'),
  onboarding_omitir: signedIn('/onboarding-omitir', 'Omitir onboarding'),
  actualizar_clave: signedIn('/actualizar-clave', 'Actualizar contraseña'),
  // A student's choice (issue 13); anyone else, like a student with nothing to choose, goes home.
  electivos: signedIn('/electivos', 'Electivos', {
    guard: 'student',
    deniedRedirect: '/',
  }),
  actualizar_telefono: signedIn('/actualizar-telefono', 'Actualizar teléfono'),
  recuperar_clave: signedIn('/recuperar-clave', 'Recuperar contraseña'),
  subir_documentos: signedIn('/subir-documentos', 'Subir documentos'),
  error: signedIn(ERROR_PATH, 'Página no encontrada'),
});
