import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import StudentGuidePage from './StudentGuidePage';

const guide = (id: number, titulo: string) => ({
  id,
  titulo,
  resumen: `Resumen de ${titulo}.`,
  contenido: '<b>Texto</b> plano.',
});
const regulation = (id: number, titulo: string, aceptadoEn: string | null) => ({
  id,
  titulo,
  descripcion: `Qué dice el ${titulo}.`,
  audiencia: 'ESTUDIANTES',
  versionId: id * 10,
  numero: 2,
  resumenCambios: null,
  contenido: 'Artículo 1. <i>Texto</i> plano.\n\nArtículo 2. Segundo artículo.',
  publicadoEn: '2026-03-02T15:00:00.000Z',
  aceptado: aceptadoEn !== null,
  aceptadoEn,
});
const serveRegulations = (...reglamentos: ReturnType<typeof regulation>[]) =>
  apiServer.use(
    http.get(apiUrl('main', '/admin/reglamento/listar'), () =>
      ok({ reglamentos, total: reglamentos.length, pagina: 1, tamanoPagina: 100 }),
    ),
  );

beforeEach(() => serveRegulations());

const render = (kind: 'carreras' | 'extension', query = '') =>
  renderWithProviders(null, {
    user: 'student',
    url: `/estudiantes/guia-estudiante/${kind}${query}`,
    routes: [
      { path: '/estudiantes/guia-estudiante/carreras', element: <StudentGuidePage /> },
      { path: '/estudiantes/guia-estudiante/extension', element: <StudentGuidePage /> },
    ],
  });

describe('StudentGuidePage', () => {
  it("shows the careers' guide as text, with the way to the extension guide", async () => {
    apiServer.use(
      http.get(apiUrl('main', '/guia-estudiante/CARRERA/listar'), () =>
        ok([guide(1, 'Tu primer ciclo')]),
      ),
    );
    render('carreras');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Guía del estudiante' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tu primer ciclo' })).toBeInTheDocument();
    // Never rendered as HTML.
    expect(screen.getByText('<b>Texto</b> plano.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la guía de extensión' })).toHaveAttribute(
      'href',
      '/estudiantes/guia-estudiante/extension',
    );
  });

  it('lets students re-read their regulations, read-only, the linked one in view', async () => {
    apiServer.use(http.get(apiUrl('main', '/guia-estudiante/CARRERA/listar'), () => ok([])));
    serveRegulations(
      regulation(4, 'Reglamento de conducta', '2026-03-05T14:00:00.000Z'),
      regulation(7, 'Reglamento de evaluación', null),
    );
    // jsdom does not scroll: the page's call is recorded instead, for this test only.
    const scrolled: string[] = [];
    const { scrollIntoView } = Element.prototype;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('aria-labelledby') ?? '');
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    render('carreras', '?reglamento=7');
    const section = screen.getByRole('region', { name: 'Reglamentos' });
    const conduct = await within(section).findByRole('article', { name: 'Reglamento de conducta' });
    expect(conduct).toHaveTextContent(
      'Versión 2 · publicada el 02/03/2026 · La aceptaste el 05/03/2026',
    );
    // Plain text, never HTML.
    expect(conduct).toHaveTextContent('Artículo 1. <i>Texto</i> plano.');
    const evaluation = within(section).getByRole('article', { name: 'Reglamento de evaluación' });
    expect(evaluation).toHaveTextContent('Aún no aceptas esta versión');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(scrolled).toEqual(['reglamento-7']);
  });

  it('asks for the extension guide on its own address', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/guia-estudiante/EXTENSION/listar'), () =>
        ok([guide(5, 'Certificación')]),
      ),
    );
    render('extension');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Guía del estudiante de extensión' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Certificación' })).toBeInTheDocument();
  });
});
