import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PAGE_CHUNKS_FILE } from '@/app/shell/pageChunksMap';

/**
 * The one network stub of the unit tests (MSW). A test declares what the API answers with
 * `apiServer.use(http.get(apiUrl('main', '/menu/listar'), () => ok(menu)))` (helpers in
 * `./api`), and sees what was asked with `recordRequests()`; handlers and listeners end with the
 * test, and a request nobody answers fails.
 *
 * One answer stays for every test: the shell's idle prefetch asks for the build's map of page
 * chunks whenever a shell has been on screen, and unit tests have no build (as the dev server
 * has none), so there is no map.
 */
export const apiServer = setupServer(
  http.get(`*/${PAGE_CHUNKS_FILE}`, () => new HttpResponse(null, { status: 404 })),
);
