import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CasoRectificacion } from '@generated/main/model';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import RectificationPage from './RectificationPage';

const casesUrl = apiUrl('main', '/tramitesae/rectificacion/casos');
const allowlistUrl = apiUrl('main', '/tramitesae/rectificacion/autorizados');
const USERS = ['superadmin', 'registro.academico', 'secretaria.academica', 'direccion.academica'];

const caso = (extra: Partial<CasoRectificacion> = {}): CasoRectificacion => ({
  idSolicitud: 2410,
  version: 1,
  estado: 'REGISTRADO',
  docente: 'Rosa Salazar Mendoza',
  curso: 'Base de Datos II',
  idSeccion: 3120,
  codigoEstudiante: 'A2026-00001',
  estudiante: 'Lucía Quispe Huamán',
  motivo: 'Registré 11 en Evaluación parcial 1; la nota correcta es 15.',
  fechaRegistro: '2026-11-25T15:00:00.000Z',
  notas: [
    { idNota: 502, nombre: 'Evaluación parcial 1', nota: '11' },
    { idNota: 503, nombre: 'Evaluación parcial 2', nota: '14' },
  ],
  rectificacion: null,
  ...extra,
});

describe('RectificationPage', () => {
  it('applies a case after checking the grade and confirming, with the version read', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.get(casesUrl, () => ok([caso()])),
      http.get(allowlistUrl, () => ok({ usuarios: USERS })),
      http.post(apiUrl('main', '/tramitesae/rectificacion/aplicar'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          results: caso({ estado: 'APROBADO' }),
          messagePublic: 'Se rectificó la nota.',
        });
      }),
    );
    const { user } = renderWithProviders(<RectificationPage />, { user: 'superadmin' });
    const open = await screen.findByRole('region', { name: 'Casos por resolver' });
    const card = within(open).getByRole('listitem', { name: /Base de Datos II · A2026-00001/ });
    await user.click(within(card).getByRole('combobox', { name: /Evaluación/ }));
    await user.click(screen.getByRole('option', { name: 'Evaluación parcial 1 · nota 11' }));
    await user.type(within(card).getByRole('textbox', { name: /Nota correcta/ }), '21');
    await user.type(
      within(card).getByRole('textbox', { name: /Comentario/ }),
      'Se verificó el acta.',
    );
    await user.click(within(card).getByRole('button', { name: 'Aplicar rectificación' }));
    expect(
      await within(card).findByText(
        'La nota debe ser un número de 0 a 20, con hasta dos decimales.',
      ),
    ).toBeInTheDocument();
    const grade = within(card).getByRole('textbox', { name: /Nota correcta/ });
    await user.clear(grade);
    await user.type(grade, '15.5');
    await user.click(within(card).getByRole('button', { name: 'Aplicar rectificación' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aplicar la rectificación?' });
    expect(dialog).toHaveTextContent('La nota de Evaluación parcial 1 pasará a 15.5');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Se rectificó la nota.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        idSolicitud: 2410,
        version: 1,
        idNota: 502,
        nota: '15.5',
        comentario: 'Se verificó el acta.',
      },
    ]);
  });

  it('shows a resolved case with the grade before and after', async () => {
    apiServer.use(
      http.get(casesUrl, () =>
        ok([
          caso({
            estado: 'APROBADO',
            rectificacion: {
              idNota: 502,
              evaluacion: 'Evaluación parcial 1',
              notaAnterior: '11',
              notaNueva: '15',
              comentario: 'Acta corregida.',
              aplicadoPor: 'Ana Torres Ruiz',
              fecha: '2026-11-25T16:00:00.000Z',
            },
          }),
        ]),
      ),
      http.get(allowlistUrl, () => ok({ usuarios: USERS })),
    );
    renderWithProviders(<RectificationPage />, { user: 'superadmin' });
    const done = await screen.findByRole('region', { name: 'Casos resueltos' });
    expect(within(done).getByText('Evaluación parcial 1: 11 → 15')).toBeInTheDocument();
    expect(
      within(done).queryByRole('button', { name: 'Aplicar rectificación' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('No hay casos por resolver.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Usuario autorizado 2/ })).toHaveValue(
      'registro.academico',
    );
  });

  it('tells a superadmin outside the allowlist that only four users may rectify', async () => {
    apiServer.use(
      http.get(casesUrl, () => failure(403, 'No tienes permiso para realizar esta acción.')),
    );
    renderWithProviders(<RectificationPage />, { user: 'superadmin' });
    expect(
      await screen.findByText('Solo los cuatro usuarios autorizados pueden rectificar notas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Casos por resolver' })).not.toBeInTheDocument();
  });
});
