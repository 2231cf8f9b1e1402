import { PARAMETER_KEYS } from '@/lib/parameters';
import { areaRoute, defineRoutes } from '../defineRoutes';

const signedIn = areaRoute('authenticated');

/** spec §2: routes for every signed-in user, inside the shell. */
export const generalRoutes = defineRoutes({
  home: signedIn('/', 'Inicio', {
    page: () => import('@/features/feed/FeedPage'),
    // The first page of posts downloads beside the page's code (its own small chunk).
    loader: ({ queryClient }) =>
      import('@/features/feed/list/feedQuery').then(({ prefetchFeed }) =>
        prefetchFeed(queryClient),
      ),
  }),
  dashboard: signedIn('/dashboard', 'Inicio', { redirectTo: '/' }),
  profile: signedIn('/mi-cuenta', 'Mi cuenta', { guard: 'student', deniedRedirect: '/' }),
  notifications: signedIn('/notificaciones', 'Notificaciones', {
    requiresParameter: PARAMETER_KEYS.notifications,
    page: () => import('@/features/notifications/routes/NotificationsPage'),
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
    page: () => import('@/features/courses/electives/ElectivesPage'),
  }),
  actualizar_telefono: signedIn('/actualizar-telefono', 'Actualizar teléfono'),
  recuperar_clave: signedIn('/recuperar-clave', 'Recuperar contraseña'),
  subir_documentos: signedIn('/subir-documentos', 'Subir documentos'),
  error: signedIn('/error', 'Página no encontrada', {
    page: () => import('@/features/system/ErrorPage'),
  }),
});
