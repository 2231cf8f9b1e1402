import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HistorialNotasResponseResults } from '@generated/main/model';
import { apiUrl, failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import GradeHistoryPage from './GradeHistoryPage';

const history: HistorialNotasResponseResults = {
  idProducto: 1,
  nombreProducto: 'Desarrollo de Software',
  periodos: [
    {
      codigoPeriodo: '2026-I',
      promedio: 15.25,
      creditos: 7,
      cursos: [
        {
          idCurso: 4,
          nombre: 'Algoritmos',
          codigoModulo: 'CII',
          creditos: 4,
          nota: '16',
          aprobado: true,
        },
        {
          idCurso: 5,
          nombre: 'Base de Datos I',
          codigoModulo: 'CII',
          creditos: 3,
          nota: 'NSP',
          aprobado: false,
        },
      ],
    },
    { codigoPeriodo: '2025-II', promedio: null, creditos: 0, cursos: [] },
  ],
};
const base = '/estudiantes/cursos/avance-curricular/historial-notas';
const url = apiUrl('main', '/cursos/historial-notas/1/listar');
const render = (path: string) =>
  renderWithProviders(null, {
    user: 'student',
    url: `${base}/${path}`,
    routes: [{ path: `${base}/:slug/:slug2?`, element: <GradeHistoryPage /> }],
  });

describe('GradeHistoryPage', () => {
  it('lists the periods with their averages, each leading to its grades', async () => {
    apiServer.use(http.get(url, () => ok(history)));
    render('desarrollo-de-software-1');
    const link = await screen.findByRole('link', { name: 'Ver notas del periodo 2026-I' });
    expect(link).toHaveAttribute('href', `${base}/desarrollo-de-software-1/2026-I`);
    const row = screen.getByRole('row', { name: /2026-I/ });
    expect(within(row).getByText('15.25')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /2025-II/ })).getByText('—')).toBeInTheDocument();
  });

  it('shows one period’s grades, passed or not, and says when the period has none', async () => {
    apiServer.use(http.get(url, () => ok(history)));
    const { unmount } = render('desarrollo-de-software-1/2026-I');
    expect(await screen.findByRole('heading', { name: 'Periodo 2026-I' })).toBeInTheDocument();
    expect(screen.getByText('Promedio: 15.25 · Créditos aprobados: 7')).toBeInTheDocument();
    const failed = screen.getByRole('row', { name: /Base de Datos I/ });
    expect(within(failed).getByText('Desaprobado')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Algoritmos/ })).getByText('Aprobado'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los periodos' })).toHaveAttribute(
      'href',
      `${base}/desarrollo-de-software-1`,
    );
    unmount();

    render('desarrollo-de-software-1/2019-I');
    expect(
      await screen.findByText('No tienes notas registradas en el periodo 2019-I.'),
    ).toBeInTheDocument();
  });

  it('says a programme that is not the student’s does not exist, and asks nothing for a slug with no id', async () => {
    apiServer.use(http.get(url, () => failure(403)));
    const { unmount } = render('desarrollo-de-software-1');
    expect(
      await screen.findByText('El programa no existe o no es uno de tus programas.'),
    ).toBeInTheDocument();
    unmount();

    const requests = recordRequests();
    render('desarrollo-de-software');
    expect(
      screen.getByText('El programa no existe o no es uno de tus programas.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.path.includes('historial-notas'))).toEqual([]);
  });

  it('offers a retry when the history fails to load', async () => {
    apiServer.use(http.get(url, () => failure(500)));
    render('desarrollo-de-software-1');
    expect(await screen.findByText('No pudimos cargar tu historial de notas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
