import type { operations as ChatbotOperations } from '../../../generated/chatbot/paths.ts';
import type { operations as MainOperations } from '../../../generated/main/paths.ts';
import type { operations as NotificationsOperations } from '../../../generated/notifications/paths.ts';
import type { operations as SupportDeskOperations } from '../../../generated/support-desk/paths.ts';
import type { AnyHandler, ServiceHandlers } from '../context.ts';
import { archivoHandlers } from './archivo.ts';
import { asistenciaHandlers } from './asistencia.ts';
import { auditoriaHandlers } from './auditoria.ts';
import { authHandlers } from './auth.ts';
import { bibliotecaHandlers } from './biblioteca.ts';
import { companiaHandlers } from './compania.ts';
import { configuracionNotificacionesHandlers } from './configuracionNotificaciones.ts';
import { credencialesHandlers } from './credenciales.ts';
import { dashboardHandlers } from './dashboard.ts';
import { encargadoHandlers } from './encargado.ts';
import { encuestaHandlers } from './encuesta.ts';
import { documentoHandlers } from './documento.ts';
import { cursosHandlers } from './cursos.ts';
import { filtroHandlers } from './filtro.ts';
import { firmaHandlers } from './firma.ts';
import { horarioHandlers } from './horario.ts';
import { integracionHandlers } from './integracion.ts';
import { maestroTablaHandlers } from './maestroTabla.ts';
import { menuHandlers } from './menu.ts';
import { nomenclaturaHandlers } from './nomenclatura.ts';
import { notificationHandlers } from './notification.ts';
import { notificationDevHandlers } from './notificationDev.ts';
import { parametrosHandlers } from './parametros.ts';
import { perfilHandlers } from './perfil.ts';
import { publicacionHandlers } from './publicacion.ts';
import { rectificacionHandlers } from './rectificacion.ts';
import { tramiteConfiguracionHandlers } from './tramiteConfiguracion.ts';
import { evaluacionSustitutoriaHandlers } from './evaluacionSustitutoria.ts';
import { tramiteGenericoHandlers } from './tramiteGenerico.ts';
import { docenteCapacitacionesHandlers } from './docenteCapacitaciones.ts';
import { docenteCursosHandlers } from './docenteCursos.ts';
import { docenteDesarrolloHandlers } from './docenteDesarrollo.ts';
import { docenteInstitucionalHandlers } from './docenteInstitucional.ts';
import { docenteProgramacionHandlers } from './docenteProgramacion.ts';
import { permisosHandlers } from './permisos.ts';
import { referidosHandlers } from './referidos.ts';
import { reglamentoHandlers } from './reglamento.ts';
import { reporteHandlers } from './reporte.ts';
import { segmentoHandlers } from './segmento.ts';
import { tutorialHandlers } from './tutorial.ts';
import { usuarioGenericoHandlers } from './usuarioGenerico.ts';
import { tareasHandlers } from './tareas.ts';
import { tramiteHandlers } from './tramite.ts';
import { tramiteSolicitudHandlers } from './tramiteSolicitud.ts';
import { tourHandlers } from './tour.ts';
import { tourAudienciaHandlers } from './tourAudiencia.ts';
import { tourPasoHandlers } from './tourPaso.ts';
import { usuarioHandlers } from './usuario.ts';
import { usuariosHandlers } from './usuarios.ts';

// One module per OpenAPI tag; typing each map against the generated operations makes the
// compiler, and registerOperations at startup, reject a missing or stray handler.
const main: ServiceHandlers<MainOperations> = {
  ...authHandlers,
  ...companiaHandlers,
  ...perfilHandlers,
  ...usuarioHandlers,
  ...menuHandlers,
  ...parametrosHandlers,
  ...nomenclaturaHandlers,
  ...archivoHandlers,
  ...dashboardHandlers,
  ...maestroTablaHandlers,
  ...usuariosHandlers,
  ...permisosHandlers,
  ...reglamentoHandlers,
  ...segmentoHandlers,
  ...usuarioGenericoHandlers,
  ...configuracionNotificacionesHandlers,
  ...referidosHandlers,
  ...credencialesHandlers,
  ...integracionHandlers,
  ...auditoriaHandlers,
  ...tareasHandlers,
  ...tourHandlers,
  ...tourPasoHandlers,
  ...tramiteHandlers,
  ...tramiteSolicitudHandlers,
  ...firmaHandlers,
  ...documentoHandlers,
  ...tourAudienciaHandlers,
  ...tutorialHandlers,
  ...reporteHandlers,
  ...publicacionHandlers,
  ...filtroHandlers,
  ...cursosHandlers,
  ...bibliotecaHandlers,
  ...asistenciaHandlers,
  ...horarioHandlers,
  ...encuestaHandlers,
  ...rectificacionHandlers,
  ...tramiteConfiguracionHandlers,
  ...evaluacionSustitutoriaHandlers,
  ...tramiteGenericoHandlers,
  ...docenteCapacitacionesHandlers,
  ...docenteCursosHandlers,
  ...docenteDesarrolloHandlers,
  ...docenteInstitucionalHandlers,
  ...docenteProgramacionHandlers,
  ...encargadoHandlers,
};

const notifications: ServiceHandlers<NotificationsOperations> = {
  ...notificationHandlers,
  ...notificationDevHandlers,
};
const supportDesk: ServiceHandlers<SupportDeskOperations> = {};
const chatbot: ServiceHandlers<ChatbotOperations> = {};

/** Handlers by service (the bundled spec's file name) and operationId. */
export const handlersByService: Record<string, Record<string, AnyHandler>> = {
  main,
  notifications,
  'support-desk': supportDesk,
  chatbot,
};
