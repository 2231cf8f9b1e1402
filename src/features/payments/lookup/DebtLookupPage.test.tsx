import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { easyChallenge, solves } from '@/test/proofOfWork';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import { texts } from '../texts';
import DebtLookupPage from './DebtLookupPage';

const t = texts.lookup;
const challengeUrl = apiUrl('main', '/consultadeuda/desafio');
const lookupUrl = apiUrl('main', '/consultadeuda/consultar');
const REFUSED = 'La verificación no es válida o ya venció. Vuelve a consultar.';

/** The challenge endpoint, counting its calls; each answer waits for `until` when given. */
function challenges(until?: Promise<void>) {
  const asked = { count: 0 };
  apiServer.use(
    http.post(challengeUrl, async () => {
      asked.count += 1;
      await until;
      return ok(await easyChallenge('consultarDeuda'));
    }),
  );
  return asked;
}

describe('DebtLookupPage', () => {
  it('does the proof of work on submit, saying so, and sends its solution (issue 55)', async () => {
    let release = () => {};
    const asked = challenges(new Promise((resolve) => (release = resolve)));
    const sent: Record<string, unknown>[] = [];
    apiServer.use(
      http.post(lookupUrl, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return ok({ nombre: null, cuotas: [], totalCentimos: 0 });
      }),
    );
    const { user } = renderWithProviders(<DebtLookupPage view="form" />);
    // Nothing to answer: no question, no field beyond the document.
    expect(screen.queryByLabelText(/Verificación/)).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Número de documento/), '70123456');
    expect(asked.count).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.checking);
    release();
    expect(await screen.findByText(t.nothing)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ tipoDocumento: 'DNI', numeroDocumento: '70123456' });
    expect(Object.keys(sent[0]!).sort()).toEqual(['desafio', 'numeroDocumento', 'tipoDocumento']);
    expect(await solves(sent[0]!.desafio)).toBe(true);
  });

  it('keeps the document and says why when the solution is refused; the next try asks anew', async () => {
    const asked = challenges();
    let lookups = 0;
    apiServer.use(
      http.post(lookupUrl, () => {
        lookups += 1;
        return HttpResponse.json(
          { results: null, messagePublic: REFUSED, errors: { desafio: [REFUSED] } },
          { status: 400 },
        );
      }),
    );
    const { user } = renderWithProviders(<DebtLookupPage view="form" />);
    await user.type(await screen.findByLabelText(/^Número de documento/), '70123456');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByLabelText(/^Número de documento/)).toHaveValue('70123456');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await expect.poll(() => lookups).toBe(2);
    expect(asked.count).toBe(2);
  });

  it('refuses a DNI that is not 8 digits before asking the server anything', async () => {
    const asked = challenges();
    let lookups = 0;
    apiServer.use(
      http.post(lookupUrl, () => {
        lookups += 1;
        return ok({ nombre: null, cuotas: [], totalCentimos: 0 });
      }),
    );
    const { user } = renderWithProviders(<DebtLookupPage view="form" />);
    await user.type(await screen.findByLabelText(/^Número de documento/), '7012345');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('No cumple con el formato.')).toBeInTheDocument();
    expect(lookups).toBe(0);
    expect(asked.count).toBe(0);
  });

  it('answers on its own address, with no document in it, and says how to pay (issue 54)', async () => {
    challenges();
    apiServer.use(
      http.post(lookupUrl, () =>
        ok({
          nombre: 'M. C. S.',
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
    await user.click(screen.getByRole('button', { name: 'Consultar' }));

    expect(await screen.findByText('M. C. S. tiene cuotas vencidas:')).toBeVisible();
    expect(currentUrl(router)).toBe('/consultar-deuda');
    expect(screen.getByText(/^Para pagar, el estudiante inicia sesión/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iniciar sesión para pagar' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Hacer otra consulta' })).toBeVisible();
  });
});
