import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
