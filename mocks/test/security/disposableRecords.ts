import type { TestApi } from '../testApi.ts';

// One counter for the whole run: names and keys made with it never collide.
let disposable = 0;
export const nextDisposable = () => ++disposable;

/** A record the superadmin creates at `path` for a delete to remove; answers its id. */
export const disposableRecord = async (
  api: TestApi,
  path: string,
  payload: (n: number) => object,
) => {
  const created = await api.call('superadmin', {
    method: 'POST',
    url: `/api/main/admin/${path}`,
    payload: payload(nextDisposable()),
  });
  return { id: String(created.json().id) };
};

/** A tour no task names. */
export const disposableTour = (api: TestApi) =>
  disposableRecord(api, 'tour', (n) => ({ codeConfig: `tour_prueba_${n}`, nombre: `Tour ${n}` }));

/** A modal, step or measure of a tour made for it. */
export const disposableTourPart = async (api: TestApi, path: string, part: object) => {
  const tourId = Number((await disposableTour(api)).id);
  return disposableRecord(api, path, () => ({ tourId, ...part }));
};

/** A spare student's id, as the superadmin's user list finds it. */
export const spareUserId = async (api: TestApi, usuario: string) => {
  const response = await api.call('superadmin', {
    url: '/api/main/admin/usuarios',
    query: { filter: JSON.stringify({ q: usuario }) },
  });
  const user = (response.json() as { id: number; usuario: string }[]).find(
    (row) => row.usuario === usuario,
  );
  return { id: String(user!.id) };
};
