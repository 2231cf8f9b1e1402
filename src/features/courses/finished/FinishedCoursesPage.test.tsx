import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CursosFinalizadosResponseResultsItem } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import FinishedCoursesPage from './FinishedCoursesPage';

const course = (
  overrides: Partial<CursosFinalizadosResponseResultsItem>,
): CursosFinalizadosResponseResultsItem => ({
  idCurso: 5,
  nombre: 'Base de Datos I',
  nombreProducto: 'Desarrollo de Software',
  idProducto: 1,
  codigoModulo: 'CII',
  nombreModulo: 'Ciclo II',
  codigoPeriodo: '2025-II',
  creditos: 3,
  nota: '11',
  aprobado: false,
  ...overrides,
});
const url = apiUrl('main', '/cursos/finalizados');

describe('FinishedCoursesPage', () => {
  it('lists the finished courses by programme with period, module, grade and result', async () => {
    apiServer.use(
      http.get(url, () =>
        ok([
          course({}),
          course({
            idCurso: 1,
            nombre: 'Excel Básico',
            idProducto: 7,
            nombreProducto: 'Ofimática Empresarial',
            codigoModulo: '00',
            nota: '17',
            aprobado: true,
          }),
          course({ idCurso: 5, codigoPeriodo: '2025-I', nota: 'NSP' }),
        ]),
      ),
    );
    renderWithProviders(<FinishedCoursesPage />, { user: 'student' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Desarrollo de Software',
      'Ofimática Empresarial',
    ]);
    const software = screen.getByRole('table', {
      name: 'Cursos finalizados de Desarrollo de Software',
    });
    expect(within(software).getAllByRole('row', { name: /Base de Datos I/ })).toHaveLength(2);
    const excel = screen.getByRole('row', { name: /Excel Básico/ });
    expect(within(excel).getByText('Módulo único')).toBeInTheDocument();
    expect(within(excel).getByText('Aprobado')).toBeInTheDocument();
  });

  it('says when no course has finished yet', async () => {
    apiServer.use(http.get(url, () => ok([])));
    renderWithProviders(<FinishedCoursesPage />, { user: 'student' });
    expect(await screen.findByText('Aún no tienes cursos finalizados.')).toBeInTheDocument();
  });
});
