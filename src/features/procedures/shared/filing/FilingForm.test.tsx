import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Solicitud, TipoTramite } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import FilingForm from './FilingForm';

const tipo: TipoTramite = {
  idTipoTramite: 7,
  codigo: 'CONSTDOC',
  slug: 'constancia-docente',
  nombre: 'Constancia de trabajo docente',
  descripcion: 'Acredita tu labor docente.',
  area: { codigo: 'SM-TK', nombre: 'Tickets' },
  modalidad: 'MANUAL',
  audiencias: ['DOCENTE'],
  costo: 0,
  diasHabiles: 3,
  pideSms: false,
  emiteDocumento: false,
  activo: true,
  proposito: 'Acreditar la labor docente.',
  requisitos: [],
  pasos: [],
};

/** A page whose callback is a new function on each of its renders, as most pages' are. */
function Page({ onFiled }: { onFiled: (solicitud: Solicitud) => void }) {
  const [, setRenders] = useState(0);
  return (
    <FilingForm
      tipo={tipo}
      audience="DOCENTE"
      onFiled={(solicitud) => {
        onFiled(solicitud);
        setRenders((count) => count + 1);
      }}
    />
  );
}

describe('FilingForm', () => {
  it('tells the page once per filed request, however often the page renders again', async () => {
    apiServer.use(
      http.post(apiUrl('main', '/tramitesae/validar/requisitos'), () =>
        ok({ cumple: true, reglas: [] }),
      ),
      http.post(apiUrl('main', '/tramitesolicitudsae/registrar'), () => ok({ idSolicitud: 5021 })),
    );
    const onFiled = vi.fn();
    renderWithProviders(<Page onFiled={onFiled} />, { user: 'teacher' });
    const submit = await screen.findByRole('button', { name: 'Enviar solicitud' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(onFiled).toHaveBeenCalled());
    // The page has rendered again since: the form must not announce the same request twice.
    expect(onFiled).toHaveBeenCalledTimes(1);
  });
});
