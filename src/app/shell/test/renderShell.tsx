import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { SesionUsuario } from '@generated/main/model';
import { CampusThemeProvider, ColorModeProvider } from '@/ui/theme';
import { testRuntimeConfig } from '@/test/runtimeConfig';
import { stubViewport } from '@/test/stubViewport';
import { setRuntimeConfig } from '@/lib/config';
import { createQueryClient } from '@/lib/http';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';

interface RenderShellOptions {
  user?: SesionUsuario;
  url?: string;
  /** Viewport width used to answer media queries. @default 375 */
  width?: number;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Ruta actual">{`${pathname}${search}`}</output>;
}

afterEach(() => {
  sessionStore.signOut();
  toast.clear();
  vi.unstubAllGlobals();
});

/** Mounts `ui` as the element of every path, signed in as `user`, with the real providers. */
export function renderShell(
  ui: ReactNode,
  { user, url = '/', width = 375 }: RenderShellOptions = {},
) {
  setRuntimeConfig(testRuntimeConfig);
  stubViewport(width);
  if (user) sessionStore.signIn('test-token', user);
  // The app's own client (spec §8 error toasts included), without retry delays.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>
        <CampusThemeProvider brand="HZT">
          <RouterProvider router={router} />
        </CampusThemeProvider>
      </ColorModeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

export const currentLocation = () =>
  screen.getByRole('status', { name: 'Ruta actual' }).textContent;
