import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import ErrorPage from './ErrorPage';

describe('ErrorPage', () => {
  it('says the page was not found and links home', () => {
    renderWithProviders(<ErrorPage />, { url: '/error' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'No encontramos la página que buscas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
