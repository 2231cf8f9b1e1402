import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { renderWithProviders } from '@/test/renderWithProviders';
import RouteErrorPage from './RouteErrorPage';

describe('RouteErrorPage', () => {
  it('offers to reload the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { user } = renderWithProviders(<RouteErrorPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'No pudimos mostrar esta página' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recargar la página' }));
    expect(reload).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('shows the spec §8 notice of a failed API answer, or the generic one', () => {
    const { unmount } = renderWithProviders(
      <RouteErrorPage error={new ApiError(500, { messagePublic: null })} />,
    );
    expect(
      screen.getByText('Ocurrió un error en el servidor, por favor intente más tarde'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<RouteErrorPage error={new TypeError('x is undefined')} />);
    expect(screen.getByText('¡Ups! ocurrió un error, inténtalo más tarde')).toBeInTheDocument();
    expect(screen.queryByText('x is undefined')).not.toBeInTheDocument();
  });
});
