import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ElectiveCourse, ElectivosAlumnoResponseResults } from '@generated/main/model';
import { apiUrl, failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import CourseUnit from '../course/CourseUnit';
import ElectivesPage from './ElectivesPage';

const option = (
  electiveId: number,
  electiveName: string,
  videoUrl: string | null,
): ElectiveCourse => ({
  courseId: 470,
  electiveId,
  courseName: 'Unidad Didáctica de Aprendizaje Autónomo',
  electiveName,
  webDescription: `Todo sobre ${electiveName}.`,
  shortWebDescription: `Lo esencial de ${electiveName}.`,
  imageUrl: `/cursos/electivo/opcion/${electiveId}/imagen`,
  videoUrl,
  sessionElective: 4,
  inscriptionDeadline: '2099-12-15',
  culminationDeadline: '2100-02-22',
});
const finanzas = option(4, 'Finanzas Personales', 'https://www.youtube.com/watch?v=cAmPuS00002');
const oratoria = option(5, 'Oratoria', 'https://www.dailymotion.com/video/x8abc');
const unit: NonNullable<ElectivosAlumnoResponseResults> = {
  idSeccion: 4061,
  courseName: 'Unidad Didáctica de Aprendizaje Autónomo',
  isAutonomous: true,
  lastDateToInscription: '2099-12-15',
  electedElective: null,
  electiveCourses: [finanzas, oratoria],
  autonomeAttempts: 0,
  encuestaRespondida: false,
};
const chosen = { ...unit, electedElective: finanzas, electiveCourses: [], autonomeAttempts: 2 };
const listUrl = apiUrl('main', '/cursos/electivo/alumno/listar');

describe('CourseUnit', () => {
  it('shows the options, confirms a choice, sends it once and then shows the chosen content', async () => {
    let current: typeof unit = unit;
    apiServer.use(
      http.get(listUrl, () => ok(current)),
      http.post(apiUrl('main', '/cursos/electivo/alumno/elegir'), () => {
        current = chosen;
        return ok(chosen, { status: 200 });
      }),
    );
    const requests = recordRequests();
    const { user } = renderWithProviders(<CourseUnit idSeccion={4061} />, { user: 'student' });
    expect(
      await screen.findByRole('heading', {
        name: 'Elige tu unidad didáctica de aprendizaje autónomo',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tienes hasta el 15/12/2099 para elegir.')).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Opciones' })).getAllByRole('listitem');
    expect(options).toHaveLength(2);
    expect(
      within(options[0]).getByRole('img', { name: 'Imagen de Finanzas Personales' }),
    ).toBeInTheDocument();
    expect(
      within(options[0]).getByRole('button', { name: 'Reproducir el video de YouTube' }),
    ).toBeInTheDocument();
    // Only YouTube and Vimeo embed here.
    expect(within(options[1]).getByRole('link', { name: 'Ver el video' })).toBeInTheDocument();
    expect(
      within(options[0]).getByText(
        '4 sesiones · Inscripción hasta el 15/12/2099 · Culmina el 22/02/2100',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elegir Finanzas Personales' }));
    const dialog = screen.getByRole('dialog', { name: '¿Elegir Finanzas Personales?' });
    const confirm = within(dialog).getByRole('button', { name: 'Elegir' });
    await user.dblClick(confirm);
    expect(
      await screen.findByRole('heading', {
        name: 'Contenido de tu unidad didáctica de aprendizaje autónomo elegida',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Intentos realizados: 2')).toBeInTheDocument();
    const choices = requests.filter((request) => request.path === '/cursos/electivo/alumno/elegir');
    expect(choices).toHaveLength(1);
    expect(await choices[0].request.json()).toEqual({ idSeccion: 4061, electiveId: 4 });
    expect(requests.filter((r) => r.path === '/cursos/electivo/alumno/listar')[0].query).toEqual({
      idSection: '4061',
    });
  });

  it('says the deadline passed and offers no choice after it', async () => {
    apiServer.use(http.get(listUrl, () => ok({ ...unit, lastDateToInscription: '2020-01-10' })));
    renderWithProviders(<CourseUnit idSeccion={4061} />, { user: 'student' });
    expect(
      await screen.findByText('El plazo para elegir venció el 10/01/2020.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Elegir/ })).toBeNull();
  });

  it('asks for a face before sending the survey, sends the chosen one and thanks', async () => {
    let current = chosen;
    apiServer.use(
      http.get(listUrl, () => ok(current)),
      http.post(apiUrl('main', '/cursos/autonomo/responderencuesta'), () => {
        current = { ...chosen, encuestaRespondida: true };
        return ok(null);
      }),
    );
    const requests = recordRequests();
    const { user } = renderWithProviders(<CourseUnit idSeccion={4061} />, { user: 'student' });
    const send = await screen.findByRole('button', { name: 'Enviar respuesta' });
    await user.click(send);
    expect(await screen.findByText('Elige una respuesta.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Muy bien' }));
    await user.type(screen.getByRole('textbox', { name: 'Comentario (opcional)' }), ' Me gustó. ');
    await user.click(send);
    // The success toast is a status too: asking for "the" status waited for its 3 s on screen.
    expect(await screen.findByText('¡Gracias por responder!')).toHaveAttribute('role', 'status');
    const answers = requests.filter((r) => r.path === '/cursos/autonomo/responderencuesta');
    expect(answers).toHaveLength(1);
    expect(await answers[0].request.json()).toEqual({
      idSeccion: 4061,
      respuestaInterna: 'grin',
      comentario: 'Me gustó.',
    });
  });

  it('offers a retry when the unit cannot load', async () => {
    apiServer.use(http.get(listUrl, () => failure(500)));
    renderWithProviders(<CourseUnit idSeccion={4061} />, { user: 'student' });
    expect(
      await screen.findByText('No pudimos cargar las opciones de tu curso.'),
    ).toBeInTheDocument();
  });
});

describe('ElectivesPage', () => {
  it('shows the unit the task names, and sends the student home when nothing is left', async () => {
    const requests = recordRequests();
    apiServer.use(http.get(listUrl, () => ok(unit)));
    const { unmount } = renderWithProviders(<ElectivesPage />, {
      user: 'student',
      url: '/electivos?idTask=12',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Unidad Didáctica de Aprendizaje Autónomo',
      }),
    ).toBeInTheDocument();
    expect(requests[0].query).toEqual({ idTask: '12' });
    unmount();

    apiServer.use(http.get(listUrl, () => ok(null)));
    const { router } = renderWithProviders(<ElectivesPage />, {
      user: 'student',
      url: '/electivos',
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });
});
