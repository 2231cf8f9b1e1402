import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { settingsApi } from '@/test/notificationSettingsApi';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import AccountDialogs, { useAccountDialogs } from './AccountDialogs';
import AccountMenu from './AccountMenu';
import { parametro, users } from './test/fixtures';
import { shellHandlers } from './test/shellApi';

const renderMenu = (settingsParameter: string) => {
  const parametros = [
    parametro('EVA_PERFIL_CONFIGURACION', settingsParameter),
    parametro('EVA_CAMBIO_CLAVE', '1'),
  ];
  apiServer.use(...shellHandlers({ user: users.student, parametros }), ...settingsApi());
  return renderWithProviders(<MenuWithDialogs />, { user: users.student });
};

/** The menu as the shell wires it: its dialog entries open the shell's account dialogs. */
function MenuWithDialogs() {
  const dialogs = useAccountDialogs();
  return (
    <>
      <AccountMenu onLogout={vi.fn()} onOpenDialog={dialogs.openDialog} />
      <AccountDialogs open={dialogs.open} used={dialogs.used} onClose={dialogs.close} />
    </>
  );
}

describe('AccountMenu', () => {
  it("opens the notification settings from 'Configuración' and gives focus back on close", async () => {
    const { user } = renderMenu('1');
    const trigger = screen.getByRole('button', { name: 'Mi cuenta' });

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Configuración' }));

    const dialog = await screen.findByRole('dialog', { name: 'Configuración de notificaciones' });
    expect(
      await within(dialog).findByRole('heading', { level: 3, name: 'Académicas' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Notas publicadas' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("offers no 'Configuración' while its parameter is off", async () => {
    const { user } = renderMenu('0');
    await user.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    // The parameters have arrived once the password entry shows.
    expect(await screen.findByRole('menuitem', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Configuración' })).not.toBeInTheDocument();
  });
});
