import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EncuestaProgramada } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { queryClientWithCapitalizeRules } from '@/test/capitalizeRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import SurveysPage from './SurveysPage';

const item = (idProgramacion: number, extra: Partial<EncuestaProgramada>): EncuestaProgramada => ({
  idProgramacion,
  codigo: 'EVA_SATISFACCION_ESTUDIANTE',
  idTipoEncuesta: 847,
  titulo: 'Encuesta de satisfacción estudiantil',
  descripcion: 'Cuéntanos cómo va tu ciclo.',
  curso: null,
  idSeccion: null,
  estado: 'PENDIENTE',
  omitible: true,
  abierta: true,
  fechaFin: '2026-12-16T15:00:00.000Z',
  ...extra,
});

describe('SurveysPage', () => {
  it('lists the surveys to answer, each linking to its route, and the answered ones apart', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/encuesta/programadas/listar'), () =>
        ok([
          item(1, {}),
          item(2, {
            idTipoEncuesta: 846,
            titulo: 'Evaluación del docente',
            curso: 'Base de Datos II',
            omitible: false,
          }),
          item(3, { idTipoEncuesta: 1820, titulo: 'Evaluación del curso', estado: 'COMPLETADA' }),
          item(4, { titulo: 'Encuesta cerrada', abierta: false }),
        ]),
      ),
    );
    renderWithProviders(<SurveysPage />, { user: 'student' });
    const pending = await screen.findByRole('region', { name: 'Por responder' });
    expect(
      within(pending).getByRole('link', { name: 'Responder Encuesta de satisfacción estudiantil' }),
    ).toHaveAttribute('href', '/estudiantes/encuestas/opc/completar/1');
    expect(
      within(pending).getByRole('link', { name: 'Responder Evaluación del docente' }),
    ).toHaveAttribute('href', '/estudiantes/encuestas/completar/curso/2');
    expect(
      within(pending).getByText('Curso: Base de Datos II · Disponible hasta el 16/12/2026'),
    ).toBeInTheDocument();
    const done = screen.getByRole('region', { name: 'Respondidas y cerradas' });
    expect(within(done).getByText('Respondida')).toBeInTheDocument();
    expect(within(done).getByText('Cerrada')).toBeInTheDocument();
    expect(within(done).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when nothing is left to answer', async () => {
    apiServer.use(http.get(apiUrl('main', '/encuesta/programadas/listar'), () => ok([])));
    renderWithProviders(<SurveysPage />, { user: 'student' });
    expect(await screen.findByText('No tienes encuestas por responder.')).toBeInTheDocument();
  });

  it('writes the course as CAPITALIZE_VARIABLES says, not as stored (issue 54)', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/encuesta/programadas/listar'), () =>
        ok([item(1, { titulo: 'Evaluación del docente', curso: 'GESTIÓN DE PROYECTOS DE TI' })]),
      ),
    );
    renderWithProviders(<SurveysPage />, {
      user: 'student',
      queryClient: queryClientWithCapitalizeRules('student'),
    });
    expect(
      await screen.findByText('Curso: Gestión de Proyectos de TI · Disponible hasta el 16/12/2026'),
    ).toBeInTheDocument();
  });
});
