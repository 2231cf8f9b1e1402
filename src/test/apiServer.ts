import { setupServer } from 'msw/node';

/**
 * The one network stub of the unit tests (MSW): tests add handlers with `apiServer.use(...)`, or
 * through `mockFetch` and the shell's `stubApi`; a request nobody answers fails the test.
 */
export const apiServer = setupServer();
