import type { operations } from '../../../generated/notifications/paths.ts';
import type { DemoRole, SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

/** A notification sent to the caller for the purpose. */
const ownNotification = async (api: TestApi, who: DemoRole) => {
  const sent = await api.call('colaborador', {
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
  return { idNotification: sent.json().results.notification.id as number };
};

export const notificationSecurityCases = {
  // Each caller reads and deletes a notification of its own, sent to it for the purpose.
  marcarNotificacionLeida: ownNotification,
  eliminarNotificacion: ownNotification,
} satisfies SecurityCases<operations>;
