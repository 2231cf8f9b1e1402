import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import RedirectionPage from './RedirectionPage';
import { texts as all } from '../texts';

const texts = all.redirect;

const routes = [
  { path: '/redirecciones/:module/:code', element: <RedirectionPage /> },
  { path: '*', element: <p>Destino</p> },
];

describe('RedirectionPage', () => {
  it('follows a link to a campus path in place', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/redireccion/verificar/certificado'), () =>
        ok({ ruta: '/verificarconstanciasycertificados', enlace: null }),
      ),
    );
    const { router } = renderWithProviders(null, {
      routes,
      url: '/redirecciones/verificar/certificado',
    });
    expect(await screen.findByText('Destino')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/verificarconstanciasycertificados');
  });

  it('lands an unknown code on a page that says so', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/redireccion/pagos/nada'), () =>
        HttpResponse.json({ results: null, messagePublic: 'No encontrado.' }, { status: 404 }),
      ),
    );
    renderWithProviders(null, { routes, url: '/redirecciones/pagos/nada' });
    expect(await screen.findByRole('heading', { name: texts.notFound })).toBeInTheDocument();
  });

  it('never follows an answer that would leave the campus by a path', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/redireccion/pagos/raro'), () =>
        ok({ ruta: '//otro.example/entrar', enlace: null }),
      ),
    );
    renderWithProviders(null, { routes, url: '/redirecciones/pagos/raro' });
    expect(await screen.findByRole('heading', { name: texts.notFound })).toBeInTheDocument();
  });
});
