import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@generated/main/model';
import { apiUrl, failure } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import DashboardPage from './DashboardPage';

const figures: Dashboard = {
  usuariosPorTipo: [
    { tipo: 1, nombre: 'Estudiantes', total: 1200, administrativos: 0 },
    { tipo: 2, nombre: 'Docentes', total: 85, administrativos: 0 },
    { tipo: 3, nombre: 'Colaboradores', total: 12, administrativos: 4 },
  ],
  ingresosPorDia: Array.from({ length: 14 }, (_, index) => ({
    fecha: `2026-11-${String(7 + index).padStart(2, '0')}`,
    total: index === 13 ? 3 : 0,
  })),
  auditoriaReciente: [
    {
      id: 41,
      createdAt: '2026-11-20T15:04:05.000Z',
      usuario: 'superadmin',
      action: 'update',
      resource: 'nomenclaturas',
      recordId: '6',
    },
  ],
  tramitesAbiertos: [
    {
      area: 'SM-TK',
      nombreArea: 'Tickets de servicios académicos',
      registrados: 180,
      enRevision: 64,
      observados: 45,
      vencidos: 37,
    },
    {
      area: 'SM-VD',
      nombreArea: 'Validación de documentos',
      registrados: 30,
      enRevision: 5,
      observados: 11,
      vencidos: 4,
    },
  ],
};

describe('DashboardPage', () => {
  it('says so when the figures fail to load, and loads them again on retry', async () => {
    let calls = 0;
    apiServer.use(
      http.get(apiUrl('main', '/admin/dashboard'), () => {
        calls += 1;
        // The contract answers the figures themselves, without the { results } envelope.
        return calls === 1 ? failure(500, 'Falla') : HttpResponse.json(figures);
      }),
    );
    const { user } = renderWithProviders(<DashboardPage />, { user: 'superadmin' });
    expect(await screen.findByText(/No pudimos cargar los indicadores/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const users = await screen.findByRole('table', { name: 'Usuarios por tipo' });
    expect(users).toHaveTextContent('Estudiantes1,2000');
    expect(screen.getByText('3 ingresos del 07/11/2026 al 20/11/2026.')).toBeInTheDocument();
    // Outside react-admin's i18n the resource name is humanised: the test reads it case-blind.
    expect(screen.getByRole('link', { name: /^Modificación · nomenclaturas? 6/i })).toHaveAttribute(
      'href',
      '/auditoria/41/show',
    );
    const procedures = screen.getByRole('table', { name: 'Trámites en proceso por área' });
    expect(procedures).toHaveTextContent('Tickets de servicios académicos180644537');
    expect(screen.getByText('335 en proceso, 41 vencidos.')).toBeInTheDocument();
  });
});
