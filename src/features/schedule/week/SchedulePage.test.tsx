import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import { claseHorario } from '@/test/schedule';
import SchedulePage from './SchedulePage';

// Wednesday 25 November 2026, 10:00 in Lima.
const NOW = Date.UTC(2026, 10, 25, 15);
const HOUR = 3_600_000;
const weekUrl = apiUrl('main', '/horario/alumno/horario');

const render = (slug = 'semana') =>
  renderWithProviders(null, {
    user: 'student',
    url: `/estudiantes/horario/${slug}`,
    routes: [{ path: '/estudiantes/horario/:slug', element: <SchedulePage /> }],
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('SchedulePage', () => {
  it("shows the current week from Monday, each day's classes in 12-hour Lima time", async () => {
    const asked: string[] = [];
    apiServer.use(
      http.get(weekUrl, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('fechaInicio')}..${query.get('fechaFin')}`);
        return ok([
          claseHorario(NOW - 2 * HOUR, { tipoModalidad: 'PRESENCIAL', aula: 'Aula 204' }),
          claseHorario(NOW + 24 * HOUR, {
            descripcionCurso: 'Inglés Técnico I',
            esAsincronico: true,
          }),
        ]);
      }),
    );
    render();
    const wednesday = await screen.findByRole('region', {
      name: 'Miércoles 25 de noviembre · Hoy',
    });
    expect(asked).toEqual(['2026-11-23..2026-11-29']);
    expect(
      screen.getByRole('heading', {
        name: 'Semana del 23 de noviembre al 29 de noviembre de 2026',
      }),
    ).toBeInTheDocument();
    expect(within(wednesday).getByText('8:00 a. m. – 10:15 a. m.')).toBeInTheDocument();
    expect(within(wednesday).getByText('Presencial')).toBeInTheDocument();
    expect(
      within(wednesday).getByText(
        /Aula: Aula 204 · Sede: Sede Central · Docente: Rosa Salazar Mendoza/,
      ),
    ).toBeInTheDocument();
    const thursday = screen.getByRole('region', { name: 'Jueves 26 de noviembre' });
    expect(within(thursday).getByText('Inglés Técnico I')).toBeInTheDocument();
    expect(within(thursday).getByText('VIRTUAL')).toBeInTheDocument();
    expect(within(thursday).getByText('Asincrónica')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Lunes 23 de noviembre' })).getByText('Sin clases'),
    ).toBeInTheDocument();
  });

  it('moves between weeks through the address, and says when a week has no classes', async () => {
    apiServer.use(http.get(weekUrl, () => ok([])));
    const { router, user } = render();
    expect(
      await screen.findByText('*Aún no cuentas con horario de la semana.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(currentUrl(router)).toBe('/estudiantes/horario/2026-11-30');
    expect(
      await screen.findByRole('heading', {
        name: 'Semana del 30 de noviembre al 6 de diciembre de 2026',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Semana actual' }));
    expect(currentUrl(router)).toBe('/estudiantes/horario/semana');
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(currentUrl(router)).toBe('/estudiantes/horario/2026-11-16');
  });

  it('gives the calendar address, absolute, and a new one on request', async () => {
    let token = 'a'.repeat(32);
    apiServer.use(
      http.get(weekUrl, () => ok([])),
      http.get(apiUrl('main', '/horario/calendario'), () =>
        ok({
          url: `/horario/calendario/${token}/horario.ics`,
          creadoEn: new Date(NOW).toISOString(),
        }),
      ),
      http.post(apiUrl('main', '/horario/calendario/regenerar'), () => {
        token = 'b'.repeat(32);
        return ok({
          url: `/horario/calendario/${token}/horario.ics`,
          creadoEn: new Date(NOW).toISOString(),
        });
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Suscribirme al calendario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suscribirme al calendario' });
    const address = await within(dialog).findByLabelText('Dirección de tu calendario');
    expect(address).toHaveValue(
      `${window.location.origin}/api/main/horario/calendario/${'a'.repeat(32)}/horario.ics`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Generar una nueva dirección' }));
    expect(
      await within(dialog).findByDisplayValue(new RegExp(`${'b'.repeat(32)}/horario.ics$`)),
    ).toBeInTheDocument();
  });
});
