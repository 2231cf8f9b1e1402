import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { cursoAlumno } from '@/test/courses';
import { claseHorario } from '@/test/schedule';
import { renderWithProviders } from '@/test/renderWithProviders';
import { testUsers } from '@/test/users';
import HomeCard from './HomeCard';

const coursesUrl = apiUrl('main', `/cursos/${testUsers.student.idUsuario}/listar`);
const programmingUrl = apiUrl('main', '/docente/programacion/obtener');
const nomenclature = http.get(apiUrl('main', '/admin/nomenclatura/consultarNomenclaturas'), () =>
  ok([]),
);
const course = (idSeccion: number, nombre: string, codigoModulo: string, isAutonomous = false) =>
  cursoAlumno({
    idSeccion,
    nombre,
    slug: nombre.toLowerCase().replaceAll(' ', '-'),
    codigoModulo,
    isAutonomous,
  });

describe('HomeCard', () => {
  it("lists a student's courses in the courses page's order, each linking to its page", async () => {
    apiServer.use(
      nomenclature,
      http.get(coursesUrl, () =>
        ok([
          course(3119, 'Programación Web I', 'CIII'),
          course(3111, 'Base de Datos I', 'CII'),
          course(4061, 'Unidad Autónoma', 'CIII', true),
        ]),
      ),
    );
    renderWithProviders(<HomeCard />, { user: 'student' });
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Unidad Autónoma', 'Base de Datos I', 'Programación Web I']);
    expect(within(list).getByRole('link', { name: 'Base de Datos I' })).toHaveAttribute(
      'href',
      '/estudiantes/cursos/base-de-datos-i-3111/1',
    );
    expect(screen.getByRole('link', { name: 'Ver todos mis cursos' })).toHaveAttribute(
      'href',
      '/estudiantes/cursos',
    );
  });

  it('says when there are no courses, and offers a retry when they cannot load', async () => {
    apiServer.use(
      nomenclature,
      http.get(coursesUrl, () => ok([])),
    );
    const { unmount } = renderWithProviders(<HomeCard />, { user: 'student' });
    expect(await screen.findByText('No hay cursos disponibles.')).toBeInTheDocument();
    unmount();

    apiServer.use(http.get(coursesUrl, () => failure(500)));
    renderWithProviders(<HomeCard />, { user: 'student' });
    expect(await screen.findByText('No pudimos cargar tus cursos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("shows today's classes on 'Mi horario', from the current week's schedule", async () => {
    const now = Date.now();
    const weeks: string[] = [];
    apiServer.use(
      nomenclature,
      http.get(coursesUrl, () => ok([])),
      http.get(apiUrl('main', '/horario/alumno/horario'), ({ request }) => {
        weeks.push(new URL(request.url).searchParams.get('fechaInicio')!);
        // Today's class (the Lima day of `now`), and one eight days later: not today.
        return ok([
          claseHorario(now, { tipoModalidad: 'PRESENCIAL', aula: 'Aula 204' }),
          claseHorario(now + 8 * 86_400_000, { descripcionCurso: 'Inglés Técnico I' }),
        ]);
      }),
    );
    renderWithProviders(<HomeCard />, { user: 'student' });
    await userEvent.click(screen.getByRole('tab', { name: 'Mi horario' }));
    expect(await screen.findByText('Base de Datos II')).toBeInTheDocument();
    expect(screen.queryByText('Inglés Técnico I')).not.toBeInTheDocument();
    expect(screen.getByText(/Presencial · Aula 204/)).toBeInTheDocument();
    expect(new Date(`${weeks[0]}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(screen.getByRole('link', { name: 'Ver mi horario' })).toHaveAttribute(
      'href',
      '/estudiantes/horario/semana',
    );
  });

  it("shows the teacher's hours a week and sections, each linking to its page", async () => {
    apiServer.use(
      http.get(programmingUrl, () =>
        ok({
          codigoPeriodo: '2026-II',
          horasLectivas: 4,
          horasNoLectivas: 2.5,
          secciones: [
            {
              idSeccion: 3120,
              nombre: 'Base de Datos II',
              slug: 'base-de-datos-ii',
              codigoGrupo: 'BD2-A',
              nombreProducto: 'Desarrollo de Software',
              modalidad: 'PRESENCIAL',
              esAsincronico: false,
              horasSemanales: 4,
              horarios: [],
            },
          ],
          actividades: [],
        }),
      ),
    );
    renderWithProviders(<HomeCard />, { user: 'teacher' });
    expect(
      await screen.findByText('Periodo 2026-II: 4 h de clase y 2.5 h fuera de clase por semana.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Base de Datos II' })).toHaveAttribute(
      'href',
      '/docentes/cursos/base-de-datos-ii-3120/2026-II',
    );
    expect(screen.getByText('Sección BD2-A · 4 h por semana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi programación' })).toHaveAttribute(
      'href',
      '/docentes/programacion-docente',
    );
  });

  it('says when the teacher has no programming, and offers a retry when it cannot load', async () => {
    apiServer.use(
      http.get(programmingUrl, () =>
        ok({
          codigoPeriodo: '2026-II',
          horasLectivas: 0,
          horasNoLectivas: 0,
          secciones: [],
          actividades: [],
        }),
      ),
    );
    const { unmount } = renderWithProviders(<HomeCard />, { user: 'teacher' });
    expect(await screen.findByText('No hay programación disponible.')).toBeInTheDocument();
    unmount();
    apiServer.use(http.get(programmingUrl, () => failure(500)));
    renderWithProviders(<HomeCard />, { user: 'teacher' });
    expect(await screen.findByText('No pudimos cargar tu programación.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
