import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SolicitudResumen } from '@generated/main/model';
import { queryClientWithCapitalizeRules } from '@/test/capitalizeRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import RequestTable from './RequestTable';

const request: SolicitudResumen = {
  idSolicitud: 7,
  numero: 'SOL-2026-000007',
  tipo: {
    idTipoTramite: 1,
    codigo: 'CE',
    slug: 'constancia-de-estudios',
    nombre: 'Constancia de estudios',
  },
  area: 'SM-TK',
  modalidad: 'MANUAL',
  estado: 'REGISTRADO',
  fechaRegistro: '2026-11-20T15:00:00.000Z',
  fechaActualizacion: '2026-11-20T15:00:00.000Z',
  fechaVencimiento: '2026-11-27T15:00:00.000Z',
  vencido: false,
  solicitante: { idUsuario: 1001, nombre: 'LUCÍA QUISPE DE LA CRUZ', codigo: 'A2026-0001' },
  programa: 'ADMINISTRACIÓN DE EMPRESAS',
  sede: 'SEDE LIMA SUR',
  encargado: { idUsuario: 3001, nombre: 'rosa flores díaz' },
};

describe('RequestTable', () => {
  it("writes the requester's, the campus's and the manager's names by CAPITALIZE_VARIABLES", () => {
    renderWithProviders(
      <RequestTable
        rows={[request]}
        total={1}
        page={1}
        pageSize={10}
        onPage={vi.fn()}
        hrefOf={() => '/tramites/7'}
        empty="Sin solicitudes"
        showRequester
      />,
      {
        user: 'collaborator',
        width: 1280,
        queryClient: queryClientWithCapitalizeRules('collaborator'),
      },
    );

    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(within(row).getByText('Lucía Quispe de la Cruz (A2026-0001)')).toBeInTheDocument();
    expect(within(row).getByText('Sede Lima Sur')).toBeInTheDocument();
    expect(within(row).getByText('Rosa Flores Díaz')).toBeInTheDocument();
  });
});
