// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { callOk, loginAs } from '../../test/contractClient.ts';

interface Listed {
  notifications: { id: number; isSeen: boolean }[];
  docs: number;
}

describe.each(demoAccounts.map((account) => account.usuario))(
  'notifications API as %s',
  (usuario) => {
    it('counts the unseen notifications', async () => {
      const { token } = await loginAs(usuario);
      const pending = await callOk('notifications', '/notification/pending', { token });
      expect(pending.body.results).toEqual({
        totalPending: expect.any(Number),
        isBadgeActive: expect.any(Boolean),
      });
    });
  },
);

// Every operation of the notifications service once, through `prism proxy --errors`.
describe('notifications API flow', () => {
  const call = (token: string, path: string, body?: unknown) =>
    callOk('notifications', path, body === undefined ? { token } : { token, method: 'POST', body });

  it('validates, lists, sends, reads, deletes and clears the badge', async () => {
    const { token } = await loginAs('alumno');
    const { token: sender } = await loginAs('superadmin');
    await callOk('notifications', '/notification/validate', { token, method: 'POST' });
    await call(token, '/notification/subtypes?notificationTypeCode=ACADEMICO');
    await call(sender, '/notification/dev/send', {
      usuario: 'alumno',
      type: 'ADMINISTRATIVO',
      subtype: 'TRAMITE_OBSERVADO',
      title: 'Tu trámite fue observado',
      description: 'Adjunta una nueva copia.',
      link: '/estudiantes/tramites/programa-de-estudios/en-proceso/[ID_SOLICITUD]',
      idTramite: 7002,
    });
    const listed = (await call(token, '/notification/list?page=1&pageSize=50')).body
      .results as Listed;
    const id = listed.notifications[0]!.id;
    expect(listed.notifications[0]).toMatchObject({ title: 'Tu trámite fue observado' });
    await call(token, '/notification/list?page=2&pageSize=50&notificationCode=ACADEMICO');
    await call(token, '/notification/read', { idNotification: id });
    await call(token, '/notification/readAll', { notificationTypeCode: 'ACADEMICO' });
    await call(token, '/notification/delete', { idNotification: id });
    await call(token, '/notification/badge', { isBadgeActive: false });
  });

  it('reads and saves the settings and quiet hours', async () => {
    const { token } = await loginAs('docente');
    const settings = await call(token, '/notification/listconfiguration');
    const groups = (
      settings.body.results as {
        groups: { configurations: { configurationId: number; isCritical: boolean }[] }[];
      }
    ).groups;
    const switchable = groups.flatMap((g) => g.configurations).find((c) => !c.isCritical)!;
    await call(token, '/notification/saveconfiguration', {
      configurationId: switchable.configurationId,
      isActive: false,
    });
    await call(token, '/notification/savequiethours', { from: '22:00', to: '07:00' });
    const after = await call(token, '/notification/listconfiguration');
    expect((after.body.results as { quietHours: unknown }).quietHours).toEqual({
      from: '22:00',
      to: '07:00',
    });
    await call(token, '/notification/savequiethours', { from: null, to: null });
  });
});
