import type { operations } from '../../../generated/notifications/paths.ts';
import type { DemoRole, SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

/** A notification sent to the caller for the purpose: the newest of their list. */
const ownNotification = async (api: TestApi, who: DemoRole) => {
  await api.call('superadmin', {
    method: 'POST',
    url: '/api/notifications/notification/dev/send',
    payload: {
      usuario: who.usuario,
      type: 'ACADEMICO',
      subtype: 'NOTAS',
      title: 'Prueba',
      description: 'Prueba',
    },
  });
  const listed = await api.call(who.usuario, {
    url: '/api/notifications/notification/list',
    query: { pageSize: '1' },
  });
  return { idNotification: listed.json().results.notifications[0].id as number };
};

export const notificationSecurityCases = {
  // Each caller reads and deletes a notification of its own, sent to it for the purpose.
  marcarNotificacionLeida: ownNotification,
  eliminarNotificacion: ownNotification,
} satisfies SecurityCases<operations>;
