import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import TrayPage from './TrayPage';

const types = [
  { idTipoTramite: 1, nombre: 'Cambio de turno', pendientes: 23, vencidos: 2 },
  { idTipoTramite: 2, nombre: 'Reclamo de nota', pendientes: 9, vencidos: 1 },
  { idTipoTramite: 3, nombre: 'Visado de sílabo', pendientes: 2, vencidos: 0 },
];

const render = (search = '') => {
  apiServer.use(
    http.get(apiUrl('main', '/tramitesae/caso/filtro/tabla/listar'), () => ok(types)),
    http.get(apiUrl('main', '/tramitesae/caso/filtro/listar'), () =>
      ok({ tipos: [], estados: [], programas: [], sedes: [] }),
    ),
    http.get(apiUrl('main', '/tramitesolicitudsae/admin/filtro/listar'), () =>
      ok({ solicitudes: [], total: 0 }),
    ),
  );
  return renderWithProviders(null, {
    user: 'collaborator',
    url: `/admin/tramites/tickets-manuales/pendientes${search}`,
    routes: [{ path: '/admin/tramites/:tray/:situation', element: <TrayPage /> }],
  });
};

describe('TrayPage (issue 32: the table starts within the first screen)', () => {
  it('sums the pending requests up in one line and shows each type on demand', async () => {
    const { user } = render();
    const summary = await screen.findByRole('region', { name: 'Pendientes por trámite' });
    expect(within(summary).getByText('34 pendientes en 3 trámites, 3 vencidos')).toBeVisible();
    const byType = within(summary).getByRole('button', { name: 'Ver por trámite' });
    expect(byType).toHaveAttribute('aria-expanded', 'false');
    await user.click(byType);
    expect(within(summary).getByText('Cambio de turno: 23 (2 vencidos)')).toBeVisible();
    expect(within(summary).getByText('Visado de sílabo: 2')).toBeVisible();
    expect(within(summary).getByRole('button', { name: 'Ocultar detalle' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps the filters behind a toggle that counts the active ones', async () => {
    const { user } = render('?estado=OBSERVADO&solicitante=7002');
    const toggle = await screen.findByRole('button', { name: 'Filtros (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filtros' })).not.toBeInTheDocument();
    await user.click(toggle);
    const filters = screen.getByRole('region', { name: 'Filtros' });
    expect(within(filters).getByRole('searchbox', { name: 'Buscar solicitud' })).toHaveValue(
      '7002',
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('says Filtros alone when none is active', async () => {
    render();
    expect(await screen.findByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });
});
