import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import ScholarshipsPage from './ScholarshipsPage';

const application = (idSolicitud: number, estado: string, extra: object) => ({
  idSolicitud,
  tipo: 'EXCELENCIA_ACADEMICA',
  beca: `Beca ${idSolicitud}`,
  periodo: '2026-II',
  estado,
  motivoRechazo: null,
  vigenteHasta: null,
  solicitadaEn: '2026-08-03T15:00:00.000Z',
  ...extra,
});

describe('ScholarshipsPage', () => {
  it("shows each application's state with what it means, and the catalogue", async () => {
    apiServer.use(
      http.get(apiUrl('main', '/becas/alumno'), () =>
        ok({
          catalogo: [
            {
              tipo: 'DEPORTIVA',
              nombre: 'Beca deportiva',
              beneficio: '30 % de descuento',
              condiciones: ['Representar al instituto.'],
              periodos: ['2026-II', '2027-I'],
            },
          ],
          solicitudes: [
            application(1, 'POR_VENCER', { vigenteHasta: '2026-12-11' }),
            application(2, 'RECHAZADA', { motivoRechazo: 'No se acreditó la selección.' }),
            application(3, 'EN_EVALUACION', {}),
          ],
        }),
      ),
    );
    renderWithProviders(<ScholarshipsPage />, { user: 'student' });
    expect(await screen.findByText('Vigente hasta el 11/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Por vencer')).toBeInTheDocument();
    expect(screen.getByText('Motivo: No se acreditó la selección.')).toBeInTheDocument();
    expect(
      screen.getByText('El área de bienestar está evaluando tu solicitud.'),
    ).toBeInTheDocument();
    const catalogue = screen.getByRole('list', { name: 'Becas y descuentos' });
    expect(within(catalogue).getByText('Periodos: 2026-II, 2027-I')).toBeInTheDocument();
  });
});
