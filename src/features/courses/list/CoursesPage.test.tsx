import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CursoAlumno } from '@generated/main/model';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { testUsers } from '@/test/users';
import CoursesPage from './CoursesPage';

const base: Omit<CursoAlumno, 'idSeccion' | 'nombre' | 'slug'> = {
  nombreProducto: 'Desarrollo de Software',
  idProducto: 1,
  codigoModulo: 'CIII',
  nombreModulo: 'Ciclo III',
  fechaInicio: '2026-08-17',
  fechaFin: '2026-12-11',
  esDual: false,
  esMoodle: false,
  showMoodle: false,
  codigoFormula: 'FR-01',
  codigoPeriodo: '2026-II',
  codigoGrupo: '3M1',
  sede: 'Sede Lima Norte',
  horarios: [],
  unidadAcademica: 'Carreras',
  unidadNegocio: 'Instituto Tecnológico Horizonte',
  isExtension: false,
  isAutonomous: false,
  isElective: false,
  lastDateToInscription: null,
  moodleURL: null,
  electiveData: null,
};
const listUrl = apiUrl('main', `/cursos/${testUsers.student.idUsuario}/listar`);

describe('CoursesPage', () => {
  it('shows each programme with its autonomous unit first, its modules and each course’s link', async () => {
    apiServer.use(
      http.get(listUrl, () =>
        ok([
          {
            ...base,
            idSeccion: 4061,
            nombre: 'Unidad Autónoma',
            slug: 'unidad-autonoma',
            isAutonomous: true,
            lastDateToInscription: '2026-12-15',
            electiveData: {
              list: [],
              title: 'Unidad Autónoma',
              chosen: false,
              selected: null,
              autonomousAttempts: 0,
            },
          },
          {
            ...base,
            idSeccion: 3119,
            nombre: 'Programación Web I',
            slug: 'programacion-web-i',
            esDual: true,
          },
          {
            ...base,
            idSeccion: 3111,
            nombre: 'Base de Datos I',
            slug: 'base-de-datos-i',
            codigoModulo: 'CII',
          },
          {
            ...base,
            idSeccion: 3371,
            nombre: 'Excel Empresarial',
            slug: 'excel-empresarial',
            idProducto: 7,
            nombreProducto: 'Ofimática Empresarial',
            codigoModulo: '00',
            isExtension: true,
          },
        ]),
      ),
    );
    renderWithProviders(<CoursesPage />, { user: 'student' });
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Aprendizaje autónomo',
      'CII',
      'CIII',
      'Módulo único',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Desarrollo de Software',
      'Ofimática Empresarial',
    ]);
    const unit = screen.getByRole('link', { name: /Unidad Autónoma/ });
    expect(unit).toHaveAttribute('href', '/estudiantes/cursos/unidad-autonoma-4061/1');
    expect(within(unit).getByText('Elige hasta el 15/12/2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Programación Web I/ })).getByText('Dual'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Excel Empresarial/ })).getByText('Extensión'),
    ).toBeInTheDocument();
  });

  it('says there are no courses, and offers a retry when the list fails', async () => {
    apiServer.use(http.get(listUrl, () => ok([])));
    const { unmount } = renderWithProviders(<CoursesPage />, { user: 'student' });
    expect(await screen.findByText('No hay cursos disponibles.')).toBeInTheDocument();
    unmount();

    apiServer.use(http.get(listUrl, () => failure(500)));
    renderWithProviders(<CoursesPage />, { user: 'student' });
    expect(await screen.findByText('No pudimos cargar tus cursos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
