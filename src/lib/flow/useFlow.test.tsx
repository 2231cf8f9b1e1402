import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { apiUrl, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { createTestQueryClient, renderWithProviders } from '@/test/renderWithProviders';
import { prefetchFlow, useFlow } from './useFlow';

const FLOW = { detalle: [], tieneAsincronico: false, habilitarMarcacion: true, esCarrera: true };

function FlowTasks() {
  const flow = useFlow();
  return <p>{flow.data ? `tareas: ${flow.data.results.detalle.length}` : 'leyendo'}</p>;
}

describe('prefetchFlow', () => {
  it("starts a student's or a teacher's read, which the guard's hook then finds", async () => {
    apiServer.use(http.post(apiUrl('main', '/usuario/flujo'), () => ok(FLOW)));
    for (const role of ['student', 'teacher'] as const) {
      const requests = recordRequests();
      const queryClient = createTestQueryClient();
      prefetchFlow(queryClient, role);
      expect(queryClient.isFetching()).toBe(1);
      const view = renderWithProviders(<FlowTasks />, { user: role, queryClient });
      expect(await screen.findByText('tareas: 0')).toBeInTheDocument();
      expect(requests.map((request) => request.path)).toEqual(['/usuario/flujo']);
      view.unmount();
      sessionStore.signOut();
      sessionStore.acknowledgeSignOut();
      apiServer.events.removeAllListeners('request:start');
    }
  });

  it('asks nothing for staff, who have no flow, or without a session', () => {
    for (const role of ['collaborator', null] as const) {
      const queryClient = createTestQueryClient();
      prefetchFlow(queryClient, role);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });
});
