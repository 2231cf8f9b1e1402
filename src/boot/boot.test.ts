import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '@/test/apiServer';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';

const MAIN = 'http://127.0.0.1/api/main';

/** index.html as the server renders it, the stored session, then the boot script run. */
async function bootWith({ config = true, token = makeToken() as string | null } = {}) {
  document.head.innerHTML = config
    ? `<script type="application/json" id="campus-config">${JSON.stringify({ api: { main: MAIN } })}</script>`
    : '';
  if (token) localStorage.setItem('campus.token', JSON.stringify(token));
  localStorage.setItem('campus.user', JSON.stringify(testUsers.student));
  vi.resetModules();
  await import('./boot');
  return [...(window.__campusBoot?.keys() ?? [])];
}

afterEach(() => {
  window.__campusBoot = undefined;
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('the boot script', () => {
  it("starts home's critical requests with the stored token, keyed for the app", async () => {
    apiServer.use(http.get(`${MAIN}/*`, () => HttpResponse.json({ results: null })));
    const token = makeToken();
    const keys = await bootWith({ token });
    expect(keys).toContain(`${token} ${MAIN}/menu/listar`);
    expect(keys).toHaveLength(8);
  });

  it('starts nothing without a session or without the server-written config', async () => {
    expect(await bootWith({ token: null })).toEqual([]);
    expect(await bootWith({ config: false })).toEqual([]);
  });
});
