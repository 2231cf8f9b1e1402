import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { cursoAlumno } from '@/test/courses';
import { renderWithProviders } from '@/test/renderWithProviders';
import { testUsers } from '@/test/users';
import CoursesPage from './CoursesPage';

const base = cursoAlumno();
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
