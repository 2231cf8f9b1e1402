import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import InductionCompletion from './InductionCompletion';

const flowUrl = apiUrl('main', '/usuario/flujo');
const completeUrl = apiUrl('main', '/docente/institucional/induccion/completar');
const DONE = 'Registramos que completaste tu inducción. Ya puedes usar el campus.';

const task = (modulo: string) => ({
  idTarea: 9,
  modulo,
  orden: 3,
  isSubTask: false,
  onlySkippedSteps: false,
  codeConfig: null,
  url: '/docentes/induccion',
  detalle: [],
});

/** The flow answers `modules` until the induction is completed, and none after. */
function serve(modules: string[]) {
  let completed = 0;
  apiServer.use(
    http.post(flowUrl, () =>
      ok({
        detalle: (completed ? [] : modules).map(task),
        tieneAsincronico: false,
        habilitarMarcacion: false,
        esCarrera: false,
      }),
    ),
    http.post(completeUrl, () => {
      completed += 1;
      return HttpResponse.json({ results: null, messagePublic: DONE });
    }),
  );
  return () => completed;
}

describe('InductionCompletion', () => {
  it('lets a teacher whose induction is open mark it done once, and says so where the focus goes', async () => {
    const completions = serve(['docentes_induccion']);
    const { user } = renderWithProviders(<InductionCompletion />, { user: 'teacher' });
    const button = await screen.findByRole('button', {
      name: 'Marcar la inducción como completada',
    });
    await user.dblClick(button);
    const done = await screen.findByRole('alert');
    expect(done).toHaveTextContent(DONE);
    await waitFor(() => expect(done).toHaveFocus());
    expect(completions()).toBe(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers nothing to a teacher whose induction is done', async () => {
    serve(['reglamentosActualizados']);
    const { queryClient } = renderWithProviders(<InductionCompletion />, { user: 'teacher' });
    // Once the flow has answered (and the render after it ran), still no button.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ type: 'active' })
          .every((q) => q.state.status === 'success'),
      ).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /inducción/ })).not.toBeInTheDocument();
  });
});
