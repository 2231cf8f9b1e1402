import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import AcademicStandingPage from './AcademicStandingPage';
import CurricularProgressPage from './CurricularProgressPage';
import { programmeProgress } from './progressFixture';

const url = apiUrl('main', '/cursos/avance-curricular');

describe('CurricularProgressPage', () => {
  it('shows each programme’s doughnut, counts and courses by module', async () => {
    apiServer.use(http.get(url, () => ok([programmeProgress])));
    renderWithProviders(<CurricularProgressPage />, { user: 'student' });
    const section = await screen.findByRole('region', { name: 'Desarrollo de Software' });
    expect(
      within(section).getByRole('img', { name: /^Avance de Desarrollo de Software/ }),
    ).toBeInTheDocument();
    // The share of credits approved is drawn once: the ring, not also a bar.
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(section).getByText('18 créditos · 6 cursos')).toBeInTheDocument();
    expect(within(section).getByText('22 créditos · 8 cursos')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['CI · Ciclo I', 'Módulo único', 'CIV · Ciclo IV']);
    const failed = within(section).getByRole('row', { name: /Base de Datos I/ });
    expect(within(failed).getByText('Desaprobado')).toBeInTheDocument();
    expect(within(failed).getByText('NSP')).toBeInTheDocument();
    const pending = within(section).getByRole('row', { name: /Arquitectura de Software/ });
    expect(within(pending).getByText('Pendiente')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver historial de notas' })).toHaveAttribute(
      'href',
      '/estudiantes/cursos/avance-curricular/historial-notas/desarrollo-de-software-1',
    );
  });

  it('says when there is nothing yet, and offers a retry when the call fails', async () => {
    apiServer.use(http.get(url, () => ok([])));
    const { unmount } = renderWithProviders(<CurricularProgressPage />, { user: 'student' });
    expect(
      await screen.findByText('Aún no tienes programas con avance registrado.'),
    ).toBeInTheDocument();
    unmount();

    apiServer.use(http.get(url, () => failure(500)));
    renderWithProviders(<CurricularProgressPage />, { user: 'student' });
    expect(await screen.findByText('No pudimos cargar tu avance curricular.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('AcademicStandingPage', () => {
  it('lists where the student stands in each programme', async () => {
    apiServer.use(
      http.get(url, () =>
        ok([
          programmeProgress,
          {
            ...programmeProgress,
            idProducto: 7,
            nombreProducto: 'Ofimática Empresarial',
            codigoModuloActual: '00',
            estadoMatricula: 'EGRESADA',
            promedioPonderado: null,
          },
        ]),
      ),
    );
    renderWithProviders(<AcademicStandingPage />, { user: 'student' });
    const facts = (term: string) =>
      screen.getAllByText(term, { selector: 'dt' }).map((dt) => dt.nextElementSibling?.textContent);
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(facts('Matrícula')).toEqual(['Activa', 'Egresada']);
    expect(facts('Módulo actual')).toEqual(['CIII', 'Módulo único']);
    expect(facts('Promedio ponderado')).toEqual(['14.6', 'Sin notas aún']);
    expect(facts('Créditos aprobados')).toEqual(['18 de 54', '18 de 54']);
    expect(facts('Cursos pendientes')).toEqual(['8', '8']);
  });
});
