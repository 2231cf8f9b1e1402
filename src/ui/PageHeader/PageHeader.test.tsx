import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PageHeader from './PageHeader';

describe('PageHeader', () => {
  it('gives the page one h1, its intro and what else belongs to the heading', () => {
    render(
      <PageHeader title="Mis referidos" intro="Refiere a un amigo.">
        <a href="/reglas">Ver reglas</a>
      </PageHeader>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis referidos' })).toBeInTheDocument();
    expect(screen.getByText('Refiere a un amigo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver reglas' })).toBeInTheDocument();
  });

  it('leaves the intro out when there is none', () => {
    render(<PageHeader title="Horario" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Horario' })).toBeInTheDocument();
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
  });

  it('marks the title for the guided tour when asked', () => {
    render(<PageHeader title="Capacitaciones" tourAnchor="tour-capacitaciones" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute(
      'data-tour',
      'tour-capacitaciones',
    );
  });
});
