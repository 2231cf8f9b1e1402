import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DirectivaAlumno } from '@generated/main/model';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import DirectivesPage from './DirectivesPage';

const listUrl = apiUrl('main', '/directiva/alumno/listar');
const acceptUrl = apiUrl('main', '/onboarding/directiva/guardar');

const directive = (id: number, titulo: string, aceptadoEn: string | null): DirectivaAlumno => ({
  id,
  titulo,
  descripcion: 'Respeto, faltas graves y cómo reportarlas.',
  versionId: id + 10,
  numero: 1,
  publicadoEn: '2026-03-02T14:00:00.000Z',
  aceptado: aceptadoEn !== null,
  aceptadoEn,
});

const listWith = (directivas: DirectivaAlumno[]) =>
  http.get(listUrl, () =>
    ok({ directivas, pendientes: directivas.filter((d) => !d.aceptado).length }),
  );

describe('DirectivesPage', () => {
  it('shows each directive with its version and date, the accepted ones with their date', async () => {
    apiServer.use(
      listWith([
        directive(8, 'Directiva de convivencia y conducta', null),
        directive(6, 'Directiva de uso del campus virtual', '2026-03-09T15:30:00.000Z'),
      ]),
    );
    renderWithProviders(<DirectivesPage />, { user: 'student' });
    const list = await screen.findByRole('list', { name: 'Directivas del instituto' });
    const [pending, accepted] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByText('Versión 1 · Publicada el 02/03/2026')).toBeInTheDocument();
    expect(
      within(pending!).getByRole('button', {
        name: 'Acepto la Directiva de convivencia y conducta',
      }),
    ).toBeEnabled();
    expect(within(accepted!).getByText('Aceptada el 09/03/2026')).toBeInTheDocument();
    expect(within(accepted!).queryByRole('button', { name: /^Acepto/ })).not.toBeInTheDocument();
    expect(
      within(accepted!).getByRole('button', {
        name: 'Ver PDF de la Directiva de uso del campus virtual',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tienes 1 directiva por aceptar.');
  });

  it('accepts once however often the button is clicked, then shows it accepted', async () => {
    let calls = 0;
    let accepted = false;
    apiServer.use(
      http.get(listUrl, () =>
        ok({
          directivas: [
            directive(
              8,
              'Directiva de convivencia y conducta',
              accepted ? '2026-11-25T15:00:00.000Z' : null,
            ),
          ],
          pendientes: accepted ? 0 : 1,
        }),
      ),
      http.post(acceptUrl, () => {
        calls += 1;
        accepted = true;
        return ok({
          id: 8,
          versionId: 18,
          numero: 1,
          aceptadoEn: '2026-11-25T15:00:00.000Z',
          pendientes: 0,
          pasoCompletado: true,
        });
      }),
    );
    const { user } = renderWithProviders(<DirectivesPage />, { user: 'student' });
    const button = await screen.findByRole('button', {
      name: 'Acepto la Directiva de convivencia y conducta',
    });
    await user.dblClick(button);
    expect(await screen.findByText('Aceptada el 25/11/2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Aceptaste todas las directivas.'),
    );
    expect(calls).toBe(1);
  });

  it('says when the list could not be loaded', async () => {
    apiServer.use(http.get(listUrl, () => failure(500)));
    renderWithProviders(<DirectivesPage />, { user: 'student' });
    expect(await screen.findByText('No pudimos cargar tus directivas.')).toBeInTheDocument();
  });
});
