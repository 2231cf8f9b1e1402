import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { adminFolder } from '@/admin/adminFolder';
import { lazyPage } from '@/admin/lazyPage';
import ConfiguracionNotificacionList from './ConfiguracionNotificacionList';
import { texts } from './texts';

/**
 * spec §2 /superadmin/configuracion-notificaciones: the notification codes users receive, by
 * type, and the switches they get (spec §3 Notification configuration).
 */
export default adminFolder({
  resources: [
    {
      name: 'configuracion-notificaciones',
      label: 'configuración de notificación |||| configuraciones de notificación',
      fields: {
        tipo: texts.tipo,
        titulo: texts.titulo,
        codigo: texts.codigo,
        activo: texts.activo,
        porDefecto: texts.porDefecto,
        configurable: texts.configurable,
        notificaciones: texts.notificaciones,
      },
      route: 'superadmin_configuracion_notificaciones',
      list: ConfiguracionNotificacionList,
      create: lazyPage(() => import('./ConfiguracionNotificacionCreate')),
      edit: lazyPage(() => import('./ConfiguracionNotificacionEdit')),
      icon: NotificationsIcon,
      recordRepresentation: 'titulo',
    },
  ],
});
