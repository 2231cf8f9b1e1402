import { Resource } from 'react-admin';
import { paths } from '@/routes';
import CampusAdmin, { type AdminPage } from './CampusAdmin';
import auditoria, { HistorialPage } from './resources/auditoria';
import configuracionNotificaciones from './resources/configuracionNotificaciones';
import credenciales, { CredencialDetallePage } from './resources/credenciales';
import { DashboardPage } from './resources/dashboard';
import maestroTabla, { MaestroTablaRegistroPage } from './resources/maestroTabla';
import nomenclaturas from './resources/nomenclaturas';
import parametro from './resources/parametro';
import permiso from './resources/permiso';
import referidos from './resources/referidos';
import reglamentos, { VersionPage } from './resources/reglamentos';
import segmento, { ListaPage } from './resources/segmento';
import tareas from './resources/tareas';
import tour from './resources/tour';
import {
  ConfiguracionEditPage,
  ConfiguracionList,
  RequisitoList,
  TypeRequirementsPage,
} from './resources/tramiteConfiguracion';
import usuarioGenerico from './resources/usuarioGenerico';
import usuarios from './resources/usuarios';

const pages: readonly AdminPage[] = [
  [paths.superadmin_historial, HistorialPage],
  [paths.superadmin_version, VersionPage],
  [paths.superadmin_lista, ListaPage],
  [paths.superadmin_dashboard, DashboardPage],
  [paths.superadmin_maestro_tabla_registro, MaestroTablaRegistroPage],
  [paths.superadmin_credenciales_detalle, CredencialDetallePage],
  [paths.superadmin_tramites_configuracion_lista, ConfiguracionList],
  [paths.superadmin_tramites_configuracion, ConfiguracionEditPage],
  [paths.superadmin_tramites_requisitos_lista, RequisitoList],
  [paths.superadmin_tramites_requisitos, TypeRequirementsPage],
];

/** /superadmin/**: the superadmin's configuration tables (spec §2), one react-admin app. */
export default function SuperadminApp() {
  return (
    <CampusAdmin mount={paths.superadmin_app} pages={pages}>
      <Resource name="parametro" {...parametro} />
      <Resource name="maestroTabla" {...maestroTabla} />
      {/* Records are listed per table by a custom route (the spec's path names the table). */}
      <Resource name="maestroTablaRegistro" />
      <Resource name="usuarios" {...usuarios} />
      {/* /superadmin/usuario: the generic accounts, through the spec's usuarioGenerico paths. */}
      <Resource name="usuario" {...usuarioGenerico} />
      <Resource name="permiso" {...permiso} />
      {/* Holders are listed and granted on their key's page. */}
      <Resource name="permisoUsuario" />
      <Resource name="segmento" {...segmento} />
      {/* A segment's users are listed on its /lista/{id} page. */}
      <Resource name="segmentoUsuarios" />
      <Resource name="reglamentos" {...reglamentos} />
      {/* Versions and acceptances are listed on a regulation's /version/{id} page. */}
      <Resource name="reglamentoVersion" />
      <Resource name="reglamentoAceptacion" />
      <Resource name="nomenclaturas" {...nomenclaturas} />
      <Resource name="configuracion-notificaciones" {...configuracionNotificaciones} />
      <Resource name="referidos" {...referidos} />
      <Resource name="credenciales" {...credenciales} />
      {/* A credential's keys and calls are listed on its detail page. */}
      <Resource name="credencialClave" />
      <Resource name="credencialUso" />
      <Resource name="auditoria" {...auditoria} />
      <Resource name="tareas" {...tareas} />
      {/* Its pages sit under the tasks' path (spec §2); its API is /admin/tour. */}
      <Resource name="tareas/tour" {...tour} />
      {/* A tour's modals, steps and measures are edited on its page. */}
      <Resource name="tourModal" />
      <Resource name="tourPaso" />
      <Resource name="tourMedida" />
      {/* Procedure types and their requirements: pages of their own at the spec's paths. */}
      <Resource name="tramiteConfiguracion" />
      <Resource name="tramiteRequisito" />
    </CampusAdmin>
  );
}
