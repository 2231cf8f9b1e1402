import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getListarCursosAlumnoQueryOptions } from '@generated/main/endpoints/cursos/cursos';
import { getObtenerProgramacionDocenteQueryOptions } from '@generated/main/endpoints/docente-programacion/docente-programacion';
import { sessionStore } from '@/lib/session';
import { apiUrl } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { prefetchHomeCard } from './homeCardQuery';

afterEach(() => sessionStore.signOut());

/** What `prefetchHomeCard` started, with the meta its card reads it with. */
function started(user: (typeof testUsers)[keyof typeof testUsers]) {
  sessionStore.signIn(makeToken(), user);
  const client = new QueryClient();
  prefetchHomeCard(client);
  return client
    .getQueryCache()
    .getAll()
    .map((query) => ({ key: query.queryKey, meta: query.meta }));
}

describe("the home route's card prefetch", () => {
  it("starts a student's courses and a teacher's programming under their cards' keys", () => {
    apiServer.use(
      http.get(apiUrl('main', '/cursos/:id/listar'), () => HttpResponse.json({ results: [] })),
      http.get(apiUrl('main', '/docente/programacion/obtener'), () =>
        HttpResponse.json({ results: {} }),
      ),
    );
    const silent = { silentError: true };
    expect(started(testUsers.student)).toEqual([
      {
        key: getListarCursosAlumnoQueryOptions(testUsers.student.idUsuario).queryKey,
        meta: silent,
      },
    ]);
    sessionStore.signOut();
    expect(started(testUsers.teacher)).toEqual([
      { key: getObtenerProgramacionDocenteQueryOptions().queryKey, meta: silent },
    ]);
  });

  it('starts nothing for the staff, whose home has no card', () => {
    expect(started(testUsers.collaborator)).toEqual([]);
    sessionStore.signOut();
    expect(started(testUsers.superadmin)).toEqual([]);
  });
});
