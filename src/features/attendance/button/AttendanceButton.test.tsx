import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaseActual } from '@generated/main/model';
import { apiUrl, failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { claseActual } from '@/test/attendance';
import { renderWithProviders } from '@/test/renderWithProviders';
import * as speed from '../connection/measureSpeed';
import AttendanceButton from './AttendanceButton';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 25, 15); // 10:00 in Lima
const iso = (ms: number) => new Date(ms).toISOString();

const clase = (
  idSesion: number,
  nombreCurso: string,
  startsIn: number,
  extra: Partial<ClaseActual> = {},
): ClaseActual =>
  claseActual(NOW + startsIn * MINUTE, 'docente', { idSesion, nombreCurso, ...extra });

const render = (
  user: 'student' | 'teacher',
  routeName: 'home' | 'estudiantes_tramites_estudios_nuevo' = 'home',
) =>
  renderWithProviders(<AttendanceButton enabled routeName={routeName} bottomOffset={0} />, {
    user,
  });

beforeEach(() => {
  // The poor-connection test (connection/) measures nothing here: the line answers 50 Mbps. A
  // spy, not a module mock: the file shares its worker's modules (src/test/unitProjects.ts).
  vi.spyOn(speed, 'measureSpeed').mockResolvedValue(50);
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('AttendanceButton', () => {
  it('shows for students and teachers with the flag, and hides on procedures routes', () => {
    const { unmount } = render('student', 'estudiantes_tramites_estudios_nuevo');
    expect(screen.queryByRole('button', { name: 'Asistencia' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<AttendanceButton enabled={false} routeName="home" bottomOffset={0} />, {
      user: 'student',
    });
    expect(screen.queryByRole('button', { name: 'Asistencia' })).not.toBeInTheDocument();
  });

  it("lists the student's classes and marks an open one once, however many clicks", async () => {
    const marks: unknown[] = [];
    let classes = [
      clase(1, 'Base de Datos II', 5),
      clase(2, 'Programación Web I', 10, { claseModalidad: 'Presencial', aula: 'Aula 204' }),
      clase(3, 'Electivo de Especialidad', -30, { esAsincronico: true }),
      clase(4, 'Inglés Técnico I', -180),
    ];
    apiServer.use(
      http.get(apiUrl('main', '/asistencia/alumno/listarcursosactuales'), () => ok(classes)),
      http.patch(apiUrl('main', '/asistencia/alumno/marcarasistencia'), async ({ request }) => {
        marks.push(await request.json());
        classes = classes.map((item) =>
          item.idSesion === 1 ? { ...item, estadoAsistencia: 'A', horaMarca: iso(NOW) } : item,
        );
        return HttpResponse.json({
          results: { resp: '10:00', estadoAsistencia: 'A' },
          messagePublic: 'Se guardó tu asistencia correctamente',
        });
      }),
    );
    const { user } = render('student');
    await user.click(screen.getByRole('button', { name: 'Asistencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis clases' });
    const card = (name: string) =>
      within(dialog).getByRole('listitem', { name: new RegExp(`^${name} \\d`) });
    await within(dialog).findByText('Base de Datos II');
    // A class to join on Teams: the line is tested, against spec §9's 3 Mbps.
    await waitFor(() => expect(speed.measureSpeed).toHaveBeenCalledWith(3));
    expect(
      within(card('Programación Web I')).getByRole('button', { name: /Por marcar/ }),
    ).toBeDisabled();
    expect(
      within(card('Electivo de Especialidad')).queryByRole('button', { name: /Marcar asistencia/ }),
    ).toBeNull();
    expect(
      within(card('Inglés Técnico I')).getByRole('button', { name: /Marcar asistencia/ }),
    ).toBeDisabled();
    expect(within(card('Inglés Técnico I')).getByRole('link', { name: /Teams/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const mark = within(card('Base de Datos II')).getByRole('button', {
      name: /Marcar asistencia/,
    });
    await user.dblClick(mark);
    expect(await screen.findByText('Se guardó tu asistencia correctamente')).toBeInTheDocument();
    expect(marks).toEqual([{ idSeccion: 3120, idSesion: 1, idHorario: 1, sesion: 3 }]);
    expect(
      await within(card('Base de Datos II')).findByRole('button', { name: /Presente/ }),
    ).toBeDisabled();
  });

  it('closes the modal when the server refuses the mark (400)', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/asistencia/alumno/listarcursosactuales'), () =>
        ok([clase(1, 'Base de Datos II', 5)]),
      ),
      http.patch(apiUrl('main', '/asistencia/alumno/marcarasistencia'), () =>
        failure(400, 'El tiempo para marcar tu asistencia en esta clase terminó.'),
      ),
    );
    const { user } = render('student');
    await user.click(screen.getByRole('button', { name: 'Asistencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis clases' });
    await user.click(await within(dialog).findByRole('button', { name: /Marcar asistencia/ }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mis clases' })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByText('El tiempo para marcar tu asistencia en esta clase terminó.'),
    ).toBeInTheDocument();
  });

  it("sends the teacher's looked-up address and shows the network screen on a 300", async () => {
    const requests = recordRequests();
    apiServer.use(
      http.get('/api/ip', () => HttpResponse.json({ ip: '190.12.4.8' })),
      http.get(apiUrl('main', '/asistencia/docente/listarcursosactuales'), () =>
        ok([
          clase(1, 'Programación Web I', 10, { claseModalidad: 'Presencial', aula: 'Aula 204' }),
        ]),
      ),
      http.patch(apiUrl('main', '/asistencia/docente/marcarasistencia'), () =>
        HttpResponse.json({
          results: { resp: 300, estadoAsistencia: null },
          messagePublic: 'Para marcar una clase presencial conéctate a la red del instituto.',
        }),
      ),
    );
    const { user } = render('teacher');
    await user.click(screen.getByRole('button', { name: 'Asistencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis clases programadas' });
    await user.click(await within(dialog).findByRole('button', { name: /Marcar asistencia/ }));
    const screenRegion = await within(dialog).findByRole('region', {
      name: 'Conéctate a la red del instituto',
    });
    expect(
      within(screenRegion).getByText(
        'Para marcar una clase presencial conéctate a la red del instituto.',
      ),
    ).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.request.json()).toMatchObject({ idSesion: 1, IpAsistencia: '190.12.4.8' });
    await user.click(within(screenRegion).getByRole('button', { name: 'Volver a mis clases' }));
    expect(await within(dialog).findByText('Programación Web I')).toBeInTheDocument();
  });
});
