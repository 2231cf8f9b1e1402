import { setupServer } from 'msw/node';

/**
 * The one network stub of the unit tests (MSW). A test declares what the API answers with
 * `apiServer.use(http.get(apiUrl('main', '/menu/listar'), () => ok(menu)))` (helpers in
 * `./api`), and sees what was asked with `recordRequests()`; handlers and listeners end with the
 * test, and a request nobody answers fails.
 */
export const apiServer = setupServer();
