import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import ChangesTable, { changedFields } from './ChangesTable';

describe('ChangesTable', () => {
  it('lists only the fields a change touched, a creation and a deletion included', () => {
    expect(changedFields({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toEqual(['b']);
    expect(changedFields(null, { a: 1 })).toEqual(['a']);
    expect(changedFields({ a: 1 }, null)).toEqual(['a']);
    expect(changedFields({ a: { n: 1 } }, { a: { n: 1 } })).toEqual([]);
  });

  it('shows each field before and after, and says so when nothing changed', () => {
    const { unmount } = renderWithProviders(
      <ChangesTable
        before={{ plural: 'cursos', version: 1 }}
        after={{ plural: 'asignaturas', version: 2 }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cambios' });
    expect(table).toHaveTextContent('pluralcursosasignaturas');
    expect(table).toHaveTextContent('version12');
    unmount();
    renderWithProviders(<ChangesTable before={null} after={null} />);
    expect(screen.getByText('Esta acción no modificó ningún registro.')).toBeInTheDocument();
  });
});
