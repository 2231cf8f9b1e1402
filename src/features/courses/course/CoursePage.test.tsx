import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Nota } from '@generated/main/model';
import { apiUrl, failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { cursoAlumno } from '@/test/courses';
import { renderWithProviders } from '@/test/renderWithProviders';
import CoursePage from './CoursePage';

const curso = cursoAlumno({
  idSeccion: 3119,
  nombre: 'Programación Web I',
  slug: 'programacion-web-i',
  esDual: true,
  esMoodle: true,
  showMoodle: true,
  codigoFormula: 'FD-02',
  codigoGrupo: '3T1',
  horarios: [{ dia: 4, horaInicio: '14:00', horaFin: '16:15', aula: 'Aula 203' }],
  moodleURL: 'https://aula.campus.example/course/view.php?id=3119',
});
const nota = (changes: Partial<Nota>): Nota => ({
  idNota: 1,
  name: 'Evaluación parcial',
  description: null,
  percentage: 25,
  score: '15.5',
  state: 4,
  stateGraphic: 1,
  esEvaluacionSustitutoria: false,
  ...changes,
});
const notas = [
  nota({ idNota: 1 }),
  nota({ idNota: 2, name: 'Desempeño en la empresa', score: 'NSP', state: 1, stateGraphic: 3 }),
  nota({ idNota: 3, name: 'Evaluación final', score: null, state: null, stateGraphic: null }),
];
const URL = '/estudiantes/cursos/programacion-web-i-3119/1';
const detailUrl = apiUrl('main', '/cursos/seccion/3119/detalle');

const renderPage = (url = URL) =>
  renderWithProviders(null, {
    user: 'student',
    url,
    routes: [{ path: '/estudiantes/cursos/:slug/:slug2?', element: <CoursePage /> }],
  });

describe('CoursePage', () => {
  it('shows the facts, dual scores with 2 decimals, NSP, and review states', async () => {
    apiServer.use(
      http.get(detailUrl, () =>
        ok({ curso, docente: { nombre: 'Carlos Mendoza Ríos', correo: null }, notas }),
      ),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Programación Web I' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Carlos Mendoza Ríos')).toBeInTheDocument();
    expect(screen.getByText('Del 17/08/2026 al 11/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Jueves de 2:00 p. m. a 4:15 p. m. · Aula 203')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al aula virtual' })).toHaveAttribute(
      'href',
      curso.moodleURL,
    );
    expect(screen.getByText('15.50')).toBeInTheDocument();
    expect(screen.getByText('NSP')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('En revisión')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Solicitar revisión' })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Desaprobatoria' })).toBeInTheDocument();
  });

  it('asks before requesting a review, sends it once and shows the new state without a reload', async () => {
    let reviewed = false;
    const calls = recordRequests();
    apiServer.use(
      http.get(detailUrl, () =>
        ok({
          curso,
          docente: null,
          notas: [nota({ idNota: 1, state: reviewed ? 1 : 4 })],
        }),
      ),
      http.post(apiUrl('main', '/cursos/revision/solicitar'), () => {
        reviewed = true;
        return ok(nota({ idNota: 1, state: 1 }), { status: 200 });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Solicitar revisión' }));
    const dialog = screen.getByRole('dialog', { name: '¿Solicitar la revisión de esta nota?' });
    expect(dialog).toHaveTextContent('Evaluación parcial (15.50)');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Solicitar revisión' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('En revisión')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/cursos/revision/solicitar')).toHaveLength(1);
  });

  it('keeps the dialog for a retry when the request is refused', async () => {
    apiServer.use(
      http.get(detailUrl, () => ok({ curso, docente: null, notas: [nota({})] })),
      http.post(apiUrl('main', '/cursos/revision/solicitar'), () =>
        failure(
          400,
          'Solo puedes solicitar la revisión de una nota publicada que aún no fue revisada.',
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Solicitar revisión' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar revisión' }));
    expect(
      await screen.findByText(
        'Solo puedes solicitar la revisión de una nota publicada que aún no fue revisada.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Solicitar revisión' })).toBeEnabled();
  });

  it('hides the review column in an autonomous course and shows its unit', async () => {
    apiServer.use(
      http.get(detailUrl, () =>
        ok({
          curso: { ...curso, isAutonomous: true, esDual: false },
          docente: null,
          notas: [nota({ state: null })],
        }),
      ),
      http.get(apiUrl('main', '/cursos/electivo/alumno/listar'), ({ request }) =>
        request.url.endsWith(`?idSection=${curso.idSeccion}`)
          ? ok({
              idSeccion: curso.idSeccion,
              courseName: curso.nombre,
              isAutonomous: true,
              lastDateToInscription: '2099-12-15',
              electedElective: null,
              electiveCourses: [],
              autonomeAttempts: 0,
              encuestaRespondida: false,
            })
          : failure(404),
      ),
    );
    renderPage();
    expect(await screen.findByText('15.5')).toBeInTheDocument();
    expect(screen.queryByText('Revisión')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Elige tu unidad didáctica de aprendizaje autónomo',
      }),
    ).toBeInTheDocument();
  });

  it("says so for another student's course or an address without a section", async () => {
    apiServer.use(
      http.get(detailUrl, () => failure(403, 'No tienes permiso para realizar esta acción.')),
    );
    renderPage();
    expect(
      await screen.findByText('El curso no existe o no es uno de tus cursos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mis cursos' })).toHaveAttribute(
      'href',
      '/estudiantes/cursos',
    );
  });

  it('finds no section in an address without one', async () => {
    renderPage('/estudiantes/cursos/programacion-web-i/1');
    expect(
      await screen.findByText('El curso no existe o no es uno de tus cursos.'),
    ).toBeInTheDocument();
  });
});
