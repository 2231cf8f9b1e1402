import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { parametro, users } from './test/fixtures';
import { shellHandlers } from './test/shellApi';
import { usePersistShellData } from './usePersistShellData';
import { useShellData } from './useShellData';

function ShellDataProbe() {
  const data = useShellData();
  usePersistShellData(data);
  return (
    <dl>
      <dt>Notificaciones</dt>
      <dd>{data.parameters.EVA_NOTIFICATION?.valor ?? '-'}</dd>
      <dt>Permisos</dt>
      <dd>{data.permissions.join(',') || '-'}</dd>
      <dt>Correo</dt>
      <dd>{data.company?.webmailUrl ?? '-'}</dd>
    </dl>
  );
}

const stored = (key: keyof typeof STORAGE_KEYS) =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS[key]) ?? 'null');

describe('useShellData', () => {
  it('loads parameters of the brand, company, nomenclature, profile and permissions, and stores them', async () => {
    apiServer.use(
      ...shellHandlers({ user: users.student, parametros: [parametro('EVA_NOTIFICATION', '1')] }),
    );
    const calls = recordRequests();
    renderWithProviders(<ShellDataProbe />, { user: users.student, width: 375 });

    expect(await screen.findByText('CONFPUBL')).toBeInTheDocument();
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(screen.getByText('https://correo.horizonte.edu.pe')).toBeInTheDocument();
    await waitFor(() => expect(stored('profile')).toMatchObject({ idUsuario: 1001 }));
    expect(stored('parameters')).toEqual([parametro('EVA_NOTIFICATION', '1')]);
    expect(stored('company')).toMatchObject({ marca: 'HZT' });
    expect(stored('nomenclature')).toEqual([expect.objectContaining({ key: 'COURSE' })]);
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/admin/nomenclatura/consultarNomenclaturas',
      '/admin/parametro/listar',
      '/compania/datos',
      '/perfil/1001/datospersonales',
      '/usuario/permisos',
    ]);
    // Every parameter of the brand in one page.
    expect(calls.find((call) => call.path === '/admin/parametro/listar')?.query).toEqual({
      marca: 'HZT',
      tamanoPagina: '500',
    });
  });

  it('never asks for permissions for a teacher (spec §6)', async () => {
    apiServer.use(...shellHandlers({ user: users.teacher }));
    const calls = recordRequests();
    renderWithProviders(<ShellDataProbe />, { user: users.teacher, width: 375 });
    await waitFor(() => expect(stored('profile')).not.toBeNull());
    expect(calls.some((call) => call.path === '/usuario/permisos')).toBe(false);
    expect(screen.getAllByText('-')).toHaveLength(2);
  });

  it('asks for nothing without a session', () => {
    apiServer.use(...shellHandlers({ user: users.student }));
    const calls = recordRequests();
    renderWithProviders(<ShellDataProbe />, { width: 375 });
    expect(calls).toEqual([]);
  });
});
