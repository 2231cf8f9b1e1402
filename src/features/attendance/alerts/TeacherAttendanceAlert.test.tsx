import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import TeacherAttendanceAlert from './TeacherAttendanceAlert';

const alertUrl = apiUrl('main', '/tarea/docente/marcaciondocalerta');

// The flow's task for it (its facts are the server's; the view reads the op's template).
const flowProps = (onClose = vi.fn()) => ({
  task: {
    idTarea: 9,
    modulo: 'marcacionDocAlerta',
    orden: 16,
    isSubTask: false,
    onlySkippedSteps: false,
    codeConfig: null,
    url: '/',
    detalle: [],
  },
  closeable: true,
  inline: false,
  onClose,
});

/**
 * Until the alert's answer is in: only then would the modal open, if it were to. Queries only
 * read from the cache (the brand's parameters, for names) are never asked and do not count.
 */
const answered = (queryClient: QueryClient) =>
  waitFor(() =>
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.dataUpdateCount + query.state.errorUpdateCount > 0)
        .map((query) => query.state.status),
    ).toEqual(['success']),
  );

describe('TeacherAttendanceAlert', () => {
  it('opens with the classes left unmarked and closes through the flow', async () => {
    apiServer.use(
      http.get(alertUrl, () =>
        ok({
          titulo: 'No registraste tu asistencia',
          mensaje: 'Hoy no marcaste tu asistencia en 1 clase.',
          clases: [
            {
              idSesion: 7,
              nombreCurso: 'Base de Datos II',
              grupoCodigo: '3M2',
              fechaHoraInicio: '2026-11-25T13:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(<TeacherAttendanceAlert {...flowProps(onClose)} />, {
      user: 'teacher',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'No registraste tu asistencia' });
    expect(
      within(dialog).getByText('Base de Datos II (grupo 3M2), 8:00 a. m.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows nothing when every class was marked', async () => {
    let asked = false;
    apiServer.use(
      http.get(alertUrl, () => {
        asked = true;
        return ok(null);
      }),
    );
    const { queryClient } = renderWithProviders(<TeacherAttendanceAlert {...flowProps()} />, {
      user: 'teacher',
    });
    await answered(queryClient);
    expect(asked).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
