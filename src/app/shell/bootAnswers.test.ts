import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { apiUrl } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { mainFetch, setShellNetwork } from '@/lib/http';
import { BOOT_ANSWER_TTL_MS, takeBootAnswer } from './bootAnswers';

const answer = (body: Record<string, unknown>) => Promise.resolve(HttpResponse.json(body));

afterEach(() => {
  window.__campusBoot = undefined;
  sessionStore.signOut();
});

describe('boot answers', () => {
  it('are taken once, by the same URL and token, within the first seconds', () => {
    window.__campusBoot = new Map([
      ['token-1 /a', answer({})],
      ['token-1 /b', answer({})],
    ]);
    expect(takeBootAnswer('/a', 'token-2', 0)).toBeUndefined();
    expect(takeBootAnswer('/a', null, 0)).toBeUndefined();
    expect(takeBootAnswer('/a', 'token-1', 0)).toBeDefined();
    expect(takeBootAnswer('/a', 'token-1', 0)).toBeUndefined();
    expect(takeBootAnswer('/b', 'token-1', BOOT_ANSWER_TTL_MS + 1)).toBeUndefined();
  });

  it("answer the app's first identical GET instead of a second request", async () => {
    const token = makeToken();
    sessionStore.signIn(token, testUsers.student);
    // As in the page's first seconds, whenever in the test run this runs.
    setShellNetwork({
      early: (url, bearer) => takeBootAnswer(url, bearer, 0),
      answered: () => undefined,
      unreachable: () => null,
    });
    let asked = 0;
    apiServer.use(
      http.get(apiUrl('main', '/menu/listar'), () => {
        asked += 1;
        return HttpResponse.json({ results: 'from the network' });
      }),
    );
    window.__campusBoot = new Map([
      [`${token} ${apiUrl('main', '/menu/listar')}`, answer({ results: 'from the boot' })],
    ]);
    expect(await mainFetch('/menu/listar')).toEqual({ results: 'from the boot' });
    expect(await mainFetch('/menu/listar')).toEqual({ results: 'from the network' });
    expect(asked).toBe(1);
  });
});
