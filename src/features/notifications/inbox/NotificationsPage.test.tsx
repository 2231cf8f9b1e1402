import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, failure, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import { notification, notificationsApi } from '../test/notificationsApi';
import { texts } from '../texts';
import NotificationsPage from './NotificationsPage';

const renderPage = (url = '/notificaciones') => {
  const calls = recordRequests();
  return { ...renderWithProviders(<NotificationsPage />, { user: 'student', url }), calls };
};
const posts = (calls: ReturnType<typeof recordRequests>, path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('NotificationsPage', () => {
  it('says so when there is nothing to see, and clears the badge', async () => {
    apiServer.use(...notificationsApi([]));
    const { calls } = renderPage();
    expect(await screen.findByText(texts.empty.title)).toBeVisible();
    expect(screen.getByText(texts.empty.detail)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    await waitFor(() => expect(posts(calls, '/notification/badge')).toHaveLength(1));
    expect(await posts(calls, '/notification/badge')[0]!.request.json()).toEqual({
      isBadgeActive: false,
    });
  });

  it('keeps the tab in the tipo query and lists only that type', async () => {
    apiServer.use(
      ...notificationsApi([
        notification(1, { title: 'Nota de Redes' }),
        notification(2, { type: 'ADMINISTRATIVO', subtype: 'TRAMITES', title: 'Trámite atendido' }),
      ]),
    );
    const { user, router } = renderPage('/notificaciones?tipo=administrativas');
    expect(await screen.findByText('Trámite atendido')).toBeVisible();
    expect(screen.queryByText('Nota de Redes')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Administrativas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Académicas' }));
    expect(await screen.findByText('Nota de Redes')).toBeVisible();
    expect(currentUrl(router)).toBe('/notificaciones?tipo=academicas');
  });

  it('loads 50 at a time until the total is reached', async () => {
    apiServer.use(...notificationsApi(Array.from({ length: 60 }, (_, i) => notification(i + 1))));
    const { user, calls } = renderPage();
    expect(await screen.findByText('Notificación 50')).toBeVisible();
    expect(screen.queryByText('Notificación 51')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.loadMore }));
    expect(await screen.findByText('Notificación 60')).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.loadMore })).not.toBeInTheDocument();
    const pages = calls
      .filter((call) => call.path === '/notification/list')
      .map((call) => call.query.page);
    expect(pages).toEqual(['1', '2']);
  });

  it('opens a notification: marks it seen and follows its link with the ids filled in', async () => {
    apiServer.use(
      ...notificationsApi([
        notification(7, {
          title: 'Trámite observado',
          link: '/estudiantes/tramites/programa-de-estudios/en-proceso/[ID_SOLICITUD]',
          idTramite: 7002,
        }),
      ]),
    );
    const { user, router, calls } = renderPage();
    const link = await screen.findByRole('link', { name: /Trámite observado/ });
    expect(link).toHaveAttribute(
      'href',
      '/estudiantes/tramites/programa-de-estudios/en-proceso/7002',
    );
    await user.click(link);
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/estudiantes/tramites/programa-de-estudios/en-proceso/7002'),
    );
    expect(await posts(calls, '/notification/read')[0]!.request.json()).toEqual({
      idNotification: 7,
    });
    // One history entry: Back returns to the list (the row once navigated on top of its link).
    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe('/notificaciones');
  });

  it('opens an http link in a new tab, and a modal-type notification in its dialog', async () => {
    apiServer.use(
      ...notificationsApi([
        notification(1, { title: 'Biblioteca', link: 'https://biblioteca.example/libro' }),
        notification(2, {
          title: 'Horario de feriado',
          component: 'MODAL',
          description: 'Atendemos de 9 a 13.',
        }),
      ]),
    );
    const { user } = renderPage();
    const external = await screen.findByRole('link', { name: /Biblioteca/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAccessibleName(expect.stringContaining(texts.newTab));
    await user.click(screen.getByRole('button', { name: /^Horario de feriado/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Horario de feriado' });
    expect(within(dialog).getByText('Atendemos de 9 a 13.')).toBeVisible();
  });

  it('gives a modal-type notification’s dialog a button only for a link it may follow', async () => {
    apiServer.use(
      ...notificationsApi([
        notification(1, {
          title: 'Trámite',
          component: 'MODAL',
          linkName: 'Ver trámite',
          link: '/estudiantes/tramites/[ID_SOLICITUD]',
          idTramite: 7002,
        }),
        notification(2, {
          title: 'Engaño',
          component: 'MODAL',
          linkName: 'Abrir',
          link: 'javascript:alert(1)',
        }),
      ]),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Trámite/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Trámite' });
    expect(within(dialog).getByRole('link', { name: 'Ver trámite' })).toHaveAttribute(
      'href',
      '/estudiantes/tramites/7002',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^Engaño/ }));
    const trap = await screen.findByRole('dialog', { name: 'Engaño' });
    expect(within(trap).queryByRole('link', { name: 'Abrir' })).not.toBeInTheDocument();
  });

  it('marks all of the tab’s type read', async () => {
    apiServer.use(
      ...notificationsApi([notification(1), notification(2, { type: 'ADMINISTRATIVO' })]),
    );
    const { user, calls } = renderPage('/notificaciones?tipo=academicas');
    await user.click(await screen.findByRole('button', { name: texts.readAll }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: texts.readAll })).not.toBeInTheDocument(),
    );
    expect(await posts(calls, '/notification/readAll')[0]!.request.json()).toEqual({
      notificationTypeCode: 'ACADEMICO',
    });
  });

  it('deletes only after the confirmation, and keeps the dialog for a retry when it fails', async () => {
    apiServer.use(...notificationsApi([notification(1, { title: 'Para borrar' })]));
    const { user, calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Eliminar: Para borrar' }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    expect(within(dialog).getByText(texts.deleteConfirm)).toBeVisible();
    expect(posts(calls, '/notification/delete')).toHaveLength(0);

    apiServer.use(
      http.post(apiUrl('notifications', '/notification/delete'), () => failure(500), {
        once: true,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: texts.delete }));
    expect(
      await screen.findByText('Ocurrió un error en el servidor, por favor intente más tarde'),
    ).toBeVisible();
    expect(dialog).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(texts.empty.title)).toBeVisible();
  });

  it('offers a retry when the list cannot load', async () => {
    apiServer.use(
      http.get(apiUrl('notifications', '/notification/list'), () => failure(500)),
      ...notificationsApi([]),
    );
    renderPage();
    expect(await screen.findByText(texts.loadError)).toBeVisible();
    expect(screen.getByRole('button', { name: texts.retry })).toBeVisible();
  });
});
