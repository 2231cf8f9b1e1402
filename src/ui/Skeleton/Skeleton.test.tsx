import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Skeleton, { EMPTY_PLACEHOLDERS } from './Skeleton';
import SkeletonDemo from './Skeleton.demo';

const placeholders = (name: string) =>
  within(screen.getByRole('status', { name })).getAllByTestId('skeleton-placeholder');

describe('Skeleton', () => {
  it('shows ten placeholders while the list is empty', () => {
    render(<Skeleton />);
    expect(EMPTY_PLACEHOLDERS).toBe(10);
    expect(placeholders('Cargando')).toHaveLength(10);
  });

  it('shows one placeholder once there is data', () => {
    render(<Skeleton empty={false} label="Cargando más" />);
    expect(placeholders('Cargando más')).toHaveLength(1);
  });

  it('is a busy status', () => {
    render(<Skeleton />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('demo shows the empty and the loading-more variants', () => {
    render(<SkeletonDemo />);
    expect(placeholders('Cargando')).toHaveLength(10);
    expect(placeholders('Cargando más publicaciones')).toHaveLength(1);
  });
});
