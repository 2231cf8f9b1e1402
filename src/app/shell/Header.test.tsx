import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SesionUsuario } from '@generated/main/model';
import { sessionStore } from '@/lib/session';
import { current as currentTour, endTour } from '@/lib/tour/tourRequests';
import { apiUrl, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import Header from './Header';
import { company, parametro, users } from './test/fixtures';
import { shellHandlers } from './test/shellApi';

interface Setup {
  user?: SesionUsuario;
  parametros?: ReturnType<typeof parametro>[];
  pending?: number;
  width?: number;
}

const renderHeader = ({
  user = users.student,
  parametros = [],
  pending = 0,
  width = 1280,
}: Setup = {}) => {
  apiServer.use(
    ...shellHandlers({ user, parametros, pending, nomenclatures: [], permissions: [] }),
  );
  const calls = recordRequests();
  const onLogout = vi.fn();
  const onOpenDialog = vi.fn();
  const { router } = renderWithProviders(
    <Header title="Mis cursos" onLogout={onLogout} onOpenDialog={onOpenDialog} />,
    { user, width },
  );
  return { calls, onLogout, onOpenDialog, router };
};

const notificationsOn = [parametro('EVA_NOTIFICATION', '1')];

describe('Header', () => {
  it('shows the route title from md up', () => {
    renderHeader();
    expect(screen.getByText('Mis cursos')).toBeInTheDocument();
  });

  it('shows the product name instead of the title on phones', () => {
    renderHeader({ width: 375 });
    expect(screen.getByText('Campus')).toBeInTheDocument();
    expect(screen.queryByText('Mis cursos')).not.toBeInTheDocument();
  });

  it('shows the notification bell only when EVA_NOTIFICATION is 1: a dropdown from 1024 px', async () => {
    renderHeader({ parametros: notificationsOn, pending: 3 });
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(bell).getByText('3')).toBeInTheDocument();
  });

  it('leads to /notificaciones below 1024 px', async () => {
    renderHeader({ parametros: notificationsOn, pending: 3, width: 1000 });
    const bell = await screen.findByRole('link', { name: 'Notificaciones, 3 sin leer' });
    expect(bell).toHaveAttribute('href', '/notificaciones');
  });

  it.each([[[parametro('EVA_NOTIFICATION', '0')]], [[]]])(
    'hides the bell otherwise (%j)',
    async (parametros) => {
      const { calls } = renderHeader({ parametros });
      await screen.findByRole('link', { name: 'Correo institucional' });
      expect(screen.queryByRole('button', { name: /^Notificaciones/ })).not.toBeInTheDocument();
      expect(calls.some((call) => call.path === '/notification/pending')).toBe(false);
    },
  );

  it("caps the badge at '9+'", async () => {
    renderHeader({ parametros: notificationsOn, pending: 12 });
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 12 sin leer' });
    expect(within(bell).getByText('9+')).toBeInTheDocument();
  });

  it('opens the webmail in a new tab', async () => {
    renderHeader();
    const mail = await screen.findByRole('link', { name: 'Correo institucional' });
    expect(mail).toHaveAttribute('href', company.webmailUrl);
    expect(mail).toHaveAttribute('target', '_blank');
    expect(mail).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it.each([
    ['student', users.student, true],
    ['teacher', users.teacher, true],
    ['collaborator', users.collaborator, false],
  ] as const)('chat button for a %s: %s', (_, user, shown) => {
    renderHeader({ user });
    expect(screen.queryByRole('button', { name: 'Asistente virtual' }) !== null).toBe(shown);
  });

  it('opens the assistant, its code loaded on first use, and closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Asistente virtual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asistente virtual' });
    expect(within(dialog).getByRole('textbox', { name: /Escribe tu pregunta/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("lists the caller's tours when the help menu opens, and replays the one chosen", async () => {
    const user = userEvent.setup();
    const tour = (id: number, text: string, codeConfig: string, isCompleted: boolean) => ({
      id,
      text,
      codeConfig,
      idTask: isCompleted ? 40 + id : null,
      isCompleted,
      idGroup: 1,
      children: [],
    });
    apiServer.use(
      http.get(apiUrl('main', '/tour/consultartourmenu'), () =>
        ok([
          {
            ...tour(1, 'Recorridos del campus', '', false),
            codeConfig: null,
            children: [
              tour(
                21,
                'Recorrido del campus para estudiantes',
                'nueva_func_tour_estudiantes',
                true,
              ),
              tour(
                22,
                'Novedades del avance curricular',
                'nueva_func_tour_avance-curricular',
                false,
              ),
            ],
          },
        ]),
      ),
    );
    const { calls } = renderHeader();
    await screen.findByRole('link', { name: 'Correo institucional' });
    expect(calls.some((call) => call.path === '/tour/consultartourmenu')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ayuda y novedades' }));
    const replay = await screen.findByRole('menuitem', {
      name: /Recorrido del campus para estudiantes\s*Completado/,
    });
    expect(
      screen.getByRole('menuitem', { name: /Novedades del avance curricular\s*Pendiente/ }),
    ).toBeInTheDocument();
    await user.click(replay);
    expect(currentTour()).toEqual({
      codeConfig: 'nueva_func_tour_estudiantes',
      idTask: 61,
      fromFlow: false,
    });
    endTour();
  });

  it('toggles dark mode', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Activar modo oscuro' }));
    expect(screen.getByRole('button', { name: 'Desactivar modo oscuro' })).toBeInTheDocument();
  });

  it('lists the profile menu of a student in the account dropdown', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader({ parametros: [parametro('EVA_CAMBIO_CLAVE', '1')] });
    await screen.findByRole('link', { name: 'Correo institucional' });
    await user.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Perfil', 'Avance curricular', 'Cambiar contraseña', 'Cerrar sesión']);
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '/mi-cuenta');

    await user.click(screen.getByRole('menuitem', { name: 'Avance curricular' }));
    expect(currentUrl(router)).toBe('/estudiantes/cursos/avance-curricular');
  });

  it('opens the institutional mail entry in a new tab, and says so', async () => {
    const user = userEvent.setup();
    renderHeader({ parametros: [parametro('EVA_CORREO_INSTITUCIONAL', '1')] });
    await screen.findByRole('link', { name: 'Correo institucional' });
    await user.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    const mail = screen.getByRole('menuitem', {
      name: 'Correo institucional (se abre en una pestaña nueva)',
    });
    expect(mail).toHaveAttribute('href', company.webmailUrl);
    expect(mail).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });

  it("opens a teacher's profile and CV as dialogs, and logs out from the dropdown", async () => {
    const user = userEvent.setup();
    const { onLogout, onOpenDialog } = renderHeader({ user: users.teacher });
    await user.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).not.toHaveAttribute('href');
    await user.click(screen.getByRole('menuitem', { name: 'Perfil' }));
    expect(onOpenDialog).toHaveBeenLastCalledWith('profile');
    await user.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    await user.click(screen.getByRole('menuitem', { name: 'Curriculum Vitae' }));
    expect(onOpenDialog).toHaveBeenLastCalledWith('curriculumVitae');

    await user.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(sessionStore.getState().user).toEqual(users.teacher);
  });
});
