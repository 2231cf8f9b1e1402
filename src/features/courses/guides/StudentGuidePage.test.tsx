import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
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
const render = (kind: 'carreras' | 'extension') =>
  renderWithProviders(null, {
    user: 'student',
    url: `/estudiantes/guia-estudiante/${kind}`,
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
