import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '@/test/apiServer';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { boot } from './startBoot';

const MAIN = 'http://127.0.0.1/api/main';

/** index.html as the server renders it, the stored session, then the boot script run. */
function bootWith({ config = true, token = makeToken() as string | null } = {}) {
  document.head.innerHTML = config
    ? `<script type="application/json" id="campus-config">${JSON.stringify({ api: { main: MAIN } })}</script>`
    : '';
  if (token) localStorage.setItem('campus.token', JSON.stringify(token));
  localStorage.setItem('campus.user', JSON.stringify(testUsers.student));
  boot();
  return [...(window.__campusBoot?.keys() ?? [])];
}

afterEach(async () => {
  // A test's answers (and what the boot does with them) settle within it, not in the next one.
  await Promise.allSettled([...(window.__campusBoot?.values() ?? [])]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  window.__campusBoot = undefined;
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('the boot script', () => {
  it("starts home's critical requests with the stored token, keyed for the app", async () => {
    apiServer.use(http.get(`${MAIN}/*`, () => HttpResponse.json({ results: null })));
    const token = makeToken();
    const keys = bootWith({ token });
    expect(keys).toContain(`${token} ${MAIN}/menu/listar`);
    expect(keys).toHaveLength(8);
  });

  it("preloads the feed's first post's image once the first page arrives, and no other", async () => {
    const page = (rutaImagen: string | null) =>
      HttpResponse.json({
        results: { publicaciones: [{ rutaImagen }, { rutaImagen: '/publicacion/9/archivo/2' }] },
      });
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
        (link) => link.getAttribute('href'),
      );
    apiServer.use(
      http.get(`${MAIN}/publicacion/listar`, () => page('/publicacion/8/archivo/940?clave=x')),
      http.get(`${MAIN}/*`, () => HttpResponse.json({ results: null })),
    );
    bootWith();
    await vi.waitFor(() =>
      expect(preloads()).toEqual([`${MAIN}/publicacion/8/archivo/940?clave=x`]),
    );
    // The app still reads the whole answer the image was found in.
    const answer = [...window.__campusBoot!].find(([key]) => key.includes('/publicacion/'))![1];
    expect(((await (await answer).json()) as { results: unknown }).results).toBeTruthy();

    document.head.innerHTML = '';
    apiServer.use(http.get(`${MAIN}/publicacion/listar`, () => page(null)));
    bootWith();
    await Promise.allSettled([...window.__campusBoot!.values()]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });

  it('starts nothing without a session or without the server-written config', async () => {
    expect(bootWith({ token: null })).toEqual([]);
    expect(bootWith({ config: false })).toEqual([]);
  });
});
