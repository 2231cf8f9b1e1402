import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, failure, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import PrivacySwitches from './PrivacySwitches';

const STUDENT_PATH = '/perfil/alumno/privacidaddatospersonales';

const answerWith = (status: number) =>
  apiServer.use(
    http.put(apiUrl('main', STUDENT_PATH), async ({ request }) =>
      status === 200
        ? HttpResponse.json({ results: await request.json() })
        : failure(status, 'No se pudo'),
    ),
  );

describe('PrivacySwitches', () => {
  it('saves a switch at once, with both values, and flags it saved', async () => {
    answerWith(200);
    const calls = recordRequests();
    const { user } = renderWithProviders(
      <PrivacySwitches audience="alumno" saved={{ showPhone: false, showEmail: true }} />,
      { user: 'student' },
    );
    await user.click(screen.getByRole('switch', { name: 'Mostrar mi celular' }));
    expect(await screen.findByText('Preferencia guardada.')).toBeInTheDocument();
    expect(await calls.find((call) => call.path === STUDENT_PATH)?.request.json()).toEqual({
      showPhone: true,
      showEmail: true,
    });
    expect(screen.getByRole('switch', { name: 'Mostrar mi celular' })).toBeChecked();
  });

  it('puts the switch back and says so when the save fails', async () => {
    answerWith(500);
    const { user } = renderWithProviders(
      <PrivacySwitches audience="alumno" saved={{ showPhone: false, showEmail: false }} />,
      { user: 'student' },
    );
    await user.click(screen.getByRole('switch', { name: 'Mostrar mi correo personal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos guardar tu preferencia; volvimos a la anterior.',
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Mostrar mi correo personal' })).not.toBeChecked(),
    );
  });

  it("uses the teachers' own operation for teachers", async () => {
    apiServer.use(
      http.put(apiUrl('main', '/perfil/docente/privacidaddatospersonales'), async ({ request }) =>
        HttpResponse.json({ results: await request.json() }),
      ),
    );
    const { user } = renderWithProviders(
      <PrivacySwitches audience="docente" saved={{ showPhone: true, showEmail: false }} />,
      { user: 'teacher' },
    );
    await user.click(screen.getByRole('switch', { name: 'Mostrar mi celular' }));
    expect(await screen.findByText('Preferencia guardada.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mostrar mi celular' })).not.toBeChecked();
  });

  // Issue 54: teachers were told 'tus docentes' could see their data.
  it('tells each role who sees its data: a teacher its students, a student its teachers', () => {
    const saved = { showPhone: true, showEmail: true };
    const { unmount } = renderWithProviders(<PrivacySwitches audience="docente" saved={saved} />, {
      user: 'teacher',
    });
    expect(screen.getByText(/pueden ver tus estudiantes, otros docentes/)).toBeInTheDocument();
    expect(screen.queryByText(/tus docentes/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<PrivacySwitches audience="alumno" saved={saved} />, { user: 'student' });
    expect(screen.getByText(/pueden ver tus docentes, compañeros/)).toBeInTheDocument();
  });
});
