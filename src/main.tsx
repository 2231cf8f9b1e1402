import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import AppProviders from '@/app/providers/AppProviders';
import { createAppRouter } from '@/app/router/createAppRouter';
import { publicRouteSet } from '@/app/router/publicRouteSet';
import { loadRuntimeConfig } from '@/lib/config';
import { createQueryClient } from '@/lib/http';
import { keepPersonalCopiesWithSession } from '@/lib/offline/personalCopies';
import { sessionStore } from '@/lib/session';
import { createStyleCache } from '@/ui/theme';

const root = createRoot(document.getElementById('root')!);

async function start() {
  // Before anything can sign out: the offline copies end with the session, worker or not.
  keepPersonalCopiesWithSession();
  // The config names the API hosts and the brand: nothing renders before it is known.
  await loadRuntimeConfig();
  const queryClient = createQueryClient();
  sessionStore.onSignOut(() => queryClient.clear());
  const router = createAppRouter({
    queryClient,
    loadShell: () => import('@/app/shell/AppShell'),
    publicRoutes: publicRouteSet,
    loadSignedInRoutes: () =>
      import('@/app/router/signedInRouteSet').then((module) => module.signedInRouteSet),
    loadShellData: (client) =>
      void import('@/app/shell/prefetchShellData').then((shell) => shell.prefetchShellData(client)),
  });

  root.render(
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(
    <p role="alert" style={{ fontFamily: 'sans-serif', padding: '2rem', textAlign: 'center' }}>
      No pudimos iniciar el campus. Recarga la página en unos minutos.
    </p>,
  );
});
