import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Solicitud } from '@generated/main/model';
import { apiUrl, failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import DecisionPanel from './DecisionPanel';

const solicitud: Solicitud = {
  idSolicitud: 5021,
  numero: 'T-2026-005021',
  tipo: {
    idTipoTramite: 3,
    codigo: 'RETIROUD',
    slug: 'retiro',
    nombre: 'Retiro de unidad didáctica',
  },
  area: 'SM-TK',
  modalidad: 'MANUAL',
  estado: 'REGISTRADO',
  fechaRegistro: '2026-11-02T14:05:00.000Z',
  fechaActualizacion: '2026-11-02T14:05:00.000Z',
  fechaVencimiento: '2026-11-06T04:59:59.999Z',
  vencido: false,
  solicitante: { idUsuario: 1, nombre: 'Lucía Quispe Huamán', codigo: 'N00123456' },
  programa: 'Desarrollo de Software',
  sede: 'Sede Lima Centro',
  encargado: { idUsuario: 3, nombre: 'Carmen Flores Rojas' },
  version: 4,
  contactoSolicitante: { telefono: null, correo: null },
  costo: 30,
  comentario: null,
  campos: [],
  adjuntos: [],
  observacion: null,
  responsable: null,
  documento: null,
  acciones: {
    puedeDecidir: true,
    puedeAprobarRevision: false,
    puedeSubsanar: false,
    puedeResponder: false,
    puedeReasignar: true,
  },
};

const renderPanel = () =>
  renderWithProviders(<DecisionPanel solicitud={solicitud} />, { user: 'collaborator' });

describe('DecisionPanel', () => {
  it('offers only the decisions the request allows (no approval after review before a review)', () => {
    renderPanel();
    for (const name of ['Aprobar', 'Observar', 'Rechazar', 'Reasignar']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Aprobar con revisión' })).not.toBeInTheDocument();
  });

  it('needs a reason of 5 to 500 characters to reject, and sends it once with the version read', async () => {
    const calls = recordRequests();
    apiServer.use(
      http.post(apiUrl('main', '/tramitesolicitudsae/rechazar'), () =>
        ok({ ...solicitud, estado: 'RECHAZADO' }),
      ),
    );
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    await user.click(confirm);
    expect(await within(dialog).findByText('El campo es requerido.')).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    await user.type(reason, 'Fuer');
    expect(
      within(dialog).getByText('El mínimo de caracteres que debes ingresar es 5'),
    ).toBeInTheDocument();
    await user.type(reason, 'a');
    expect(within(dialog).queryByText(/mínimo de caracteres/)).not.toBeInTheDocument();
    await user.dblClick(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.filter((call) => call.path === '/tramitesolicitudsae/rechazar');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.request.clone().json()).toEqual({
      idSolicitud: 5021,
      version: 4,
      comentario: 'Fuera',
    });
    expect(await screen.findByText('La solicitud fue rechazada.')).toBeInTheDocument();
  });

  it('asks before Cancelar throws a typed reason away', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Observar' }));
    const dialog = screen.getByRole('dialog', { name: 'Observar' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Falta la firma');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const question = screen.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await user.click(within(question).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stops at 500 characters', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Observar' }));
    const reason = within(screen.getByRole('dialog', { name: 'Observar' })).getByRole('textbox', {
      name: 'Motivo',
    });
    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(reason).toHaveValue('x'.repeat(500));
  });

  it("shows a stale version's message and closes the dialog so the request reloads", async () => {
    const stale =
      'Otra persona actualizó este trámite mientras lo revisabas. Recarga la página para ver su estado actual; tu cambio no se guardó.';
    apiServer.use(
      http.post(apiUrl('main', '/tramitesolicitudsae/aprobar'), () => failure(409, stale)),
    );
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Aprobar' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    expect(await screen.findByText(stale)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
