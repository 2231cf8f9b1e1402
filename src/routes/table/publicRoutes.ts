import { areaRoute, defineRoutes } from '../defineRoutes';

const open = areaRoute('public');

/** spec §2: public routes, without the shell. */
export const publicRoutes = defineRoutes({
  login: open('/login', 'Iniciar sesión', {
    authPage: true,
  }),
  olvida_clave: open('/restablecer-clave', 'Restablecer contraseña', {
    authPage: true,
  }),
  nueva_clave: open('/nueva-clave', 'Nueva contraseña', {
    authPage: true,
  }),
  debt_payment: open('/consultar-deuda', 'Consultar deuda'),
  debt_pending: open('/consultar-deuda/pendiente/:documento', 'Deuda pendiente', {
    personalParams: true,
  }),
  verificar_constancias_certificados: open(
    '/verificarconstanciasycertificados',
    'Verificar constancias y certificados',
  ),
  redirecciones: open('/redirecciones/:module/:code', 'Redirección'),
  validar_declaracion_jurada: open('/validar/declaracionjurada', 'Validar declaración jurada'),
});
