import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SesionUsuario } from '@generated/main/model';
import { renderWithProviders } from '@/test/renderWithProviders';

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

/** A shell piece on every path, signed in as `user`, with the location shown for assertions. */
export function renderShell(
  ui: ReactNode,
  { user, url = '/', width = 375 }: RenderShellOptions = {},
) {
  return renderWithProviders(
    <>
      {ui}
      <LocationProbe />
    </>,
    { user, url, width },
  );
}

export const currentLocation = () =>
  screen.getByRole('status', { name: 'Ruta actual' }).textContent;
