import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import CourseSummaryPage from './CourseSummaryPage';

const render = (id: string) =>
  renderWithProviders(null, {
    user: 'student',
    url: `/estudiantes/resumen/${id}`,
    routes: [{ path: '/estudiantes/resumen/:_id', element: <CourseSummaryPage /> }],
  });
const url = apiUrl('main', '/cursos/resumen/3119/obtener');

describe('CourseSummaryPage', () => {
  it('shows the summary, the competence and the evaluation plan', async () => {
    apiServer.use(
      http.get(url, () =>
        ok({
          idSeccion: 3119,
          nombre: 'Programación Web I',
          nombreProducto: 'Desarrollo de Software',
          codigoModulo: 'CIII',
          nombreModulo: 'Ciclo III',
          creditos: 4,
          sumilla: 'Curso teórico-práctico sobre aplicaciones web.',
          competencia: 'Construye aplicaciones web seguras.',
          docente: null,
          evaluaciones: [
            { name: 'Evaluación parcial', percentage: 30, description: null },
            { name: 'Proyecto final', percentage: 40, description: 'En equipos de tres.' },
          ],
        }),
      ),
    );
    render('3119');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Programación Web I' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Desarrollo de Software · CIII · 4 créditos')).toBeInTheDocument();
    expect(screen.getByText('Docente: Por asignar')).toBeInTheDocument();
    expect(screen.getByText('Construye aplicaciones web seguras.')).toBeInTheDocument();
    const project = screen.getByRole('row', { name: /Proyecto final/ });
    expect(within(project).getByText('40%')).toBeInTheDocument();
  });

  it("says another student's section does not exist, and offers a retry when it fails", async () => {
    apiServer.use(http.get(url, () => failure(403)));
    const { unmount } = render('3119');
    expect(
      await screen.findByText('El curso no existe o no es uno de tus cursos.'),
    ).toBeInTheDocument();
    unmount();

    apiServer.use(http.get(url, () => failure(500)));
    render('3119');
    expect(await screen.findByText('No pudimos cargar el resumen del curso.')).toBeInTheDocument();
  });
});
