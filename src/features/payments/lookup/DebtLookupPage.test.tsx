import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import DebtLookupPage from './DebtLookupPage';

const challengeUrl = apiUrl('main', '/consultadeuda/desafio');
const lookupUrl = apiUrl('main', '/consultadeuda/consultar');

describe('DebtLookupPage', () => {
  it('keeps the document and asks a new question when the answer is refused', async () => {
    let questions = 0;
    const sent: unknown[] = [];
    apiServer.use(
      http.post(challengeUrl, () => {
        questions += 1;
        return ok({ idDesafio: `d${questions}`, pregunta: `¿Cuánto es ${questions} + 1?` });
      }),
      http.post(lookupUrl, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            results: null,
            messagePublic: 'La respuesta no es correcta o ya venció. Responde la nueva pregunta.',
            errors: {
              respuesta: ['La respuesta no es correcta o ya venció. Responde la nueva pregunta.'],
            },
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderWithProviders(<DebtLookupPage view="form" />);
    const answer = await screen.findByLabelText(/^Verificación: ¿Cuánto es 1 \+ 1\?/);
    await user.type(screen.getByLabelText(/^Número de documento/), '70123456');
    await user.type(answer, '3');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByLabelText(/^Verificación: ¿Cuánto es 2 \+ 1\?/)).toHaveValue('');
    expect(screen.getByLabelText(/^Número de documento/)).toHaveValue('70123456');
    expect(sent).toEqual([
      { tipoDocumento: 'DNI', numeroDocumento: '70123456', idDesafio: 'd1', respuesta: 3 },
    ]);
    expect(
      await screen.findByText(
        'La respuesta no es correcta o ya venció. Responde la nueva pregunta.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a DNI that is not 8 digits before asking the server', async () => {
    let lookups = 0;
    apiServer.use(
      http.post(challengeUrl, () => ok({ idDesafio: 'd1', pregunta: '¿Cuánto es 2 + 2?' })),
      http.post(lookupUrl, () => {
        lookups += 1;
        return ok({ nombre: null, cuotas: [], totalCentimos: 0 });
      }),
    );
    const { user } = renderWithProviders(<DebtLookupPage view="form" />);
    await user.type(screen.getByLabelText(/^Número de documento/), '7012345');
    await user.type(await screen.findByLabelText(/^Verificación: ¿Cuánto es 2 \+ 2\?/), '4');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('No cumple con el formato.')).toBeInTheDocument();
    expect(lookups).toBe(0);
  });

  it('answers on its own address, with no document in it, and says how to pay (issue 54)', async () => {
    apiServer.use(
      http.post(challengeUrl, () => ok({ idDesafio: 'd1', pregunta: '¿Cuánto es 2 + 2?' })),
      http.post(lookupUrl, () =>
        ok({
          nombre: 'M***** C**** S******',
          cuotas: [{ concepto: 'Cuota 2', vencimiento: '2026-11-05', totalCentimos: 45000 }],
          totalCentimos: 45000,
        }),
      ),
    );
    const routes = [
      { path: '/consultar-deuda', element: <DebtLookupPage view="form" /> },
      { path: '/consultar-deuda/pendiente/:documento', element: <DebtLookupPage view="pending" /> },
    ];
    // An address naming a document is replaced by the form's, the number only filled in.
    const { user, router } = renderWithProviders(null, {
      routes,
      url: '/consultar-deuda/pendiente/70186020',
    });
    expect(await screen.findByLabelText(/^Número de documento/)).toHaveValue('70186020');
    expect(currentUrl(router)).toBe('/consultar-deuda');
    await user.type(await screen.findByLabelText(/^Verificación: ¿Cuánto es 2 \+ 2\?/), '4');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));

    expect(await screen.findByText('M***** C**** S****** tiene cuotas vencidas:')).toBeVisible();
    expect(currentUrl(router)).toBe('/consultar-deuda');
    expect(screen.getByText(/^Para pagar, el estudiante inicia sesión/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iniciar sesión para pagar' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Hacer otra consulta' })).toBeVisible();
  });
});
