import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import UnderConstruction from './UnderConstruction';

describe('UnderConstruction', () => {
  it('names the route and says it is coming, with a way home', async () => {
    const { user, router } = renderWithProviders(
      <UnderConstruction title="Mis cursos" homeHref="/" />,
      {
        url: '/estudiantes/cursos',
      },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Mis cursos' })).toBeInTheDocument();
    expect(screen.getByText('Sección en construcción')).toBeInTheDocument();
    expect(
      screen.getByText('Esta sección llegará en una próxima versión del campus.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
