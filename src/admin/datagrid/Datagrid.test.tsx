import { screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  TextField,
  useList,
  type RowClickFunction,
} from 'react-admin';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Datagrid } from './Datagrid';

const tables = [
  { id: 4, nombre: 'Estados civiles' },
  { id: 5, nombre: 'Grados de instrucción' },
];

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

interface GridProps {
  rowClick: string | RowClickFunction | false;
  /** Whether the list is reading its rows anew (a new search, a page). */
  fetching?: boolean;
}

function Grid({ rowClick, fetching = false }: GridProps) {
  const list = useList({ data: tables });
  return (
    <ListContextProvider value={{ ...list, isFetching: fetching }}>
      <Datagrid bulkActionButtons={false} rowClick={rowClick}>
        <TextField source="nombre" />
      </Datagrid>
    </ListContextProvider>
  );
}

function renderGrid(rowClick: GridProps['rowClick'], fetching?: boolean) {
  return renderWithProviders(
    <AdminContext>
      <ResourceDefinitionContextProvider
        definitions={{ maestroTabla: { name: 'maestroTabla', hasEdit: true } }}
      >
        <ResourceContextProvider value="maestroTabla">
          <Grid rowClick={rowClick} fetching={fetching} />
          <Where />
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
    { url: '/superadmin/maestroTabla' },
  );
}

describe('Datagrid', () => {
  it('reaches a row that opens by Tab, says so, and opens it with Enter and with Space', async () => {
    const open = vi.fn<RowClickFunction>(() => false);
    const { user } = renderGrid(open);
    // Past the column's sort button.
    await user.tab();
    await user.tab();
    const first = screen.getByRole('row', { name: 'Estados civiles' });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Pulsa Intro para abrir.');
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith(4, 'maestroTabla', tables[0]);
    await user.tab();
    expect(screen.getByRole('row', { name: 'Grados de instrucción' })).toHaveFocus();
    await user.keyboard(' ');
    expect(open).toHaveBeenLastCalledWith(5, 'maestroTabla', tables[1]);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('says a row opens the edit view where it does, and Enter goes there', async () => {
    const { user } = renderGrid('edit');
    await user.tab();
    await user.tab();
    const row = screen.getByRole('row', { name: 'Estados civiles' });
    expect(row).toHaveFocus();
    expect(row).toHaveAccessibleDescription('Pulsa Intro para editar.');
    await user.keyboard('{Enter}');
    // The route's status is there before Enter, with the list's path: wait for it to change.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/maestroTabla/4'),
    );
  });

  it('leaves out of the Tab order a row that opens nothing', () => {
    renderGrid(false);
    const row = screen.getByRole('row', { name: 'Estados civiles' });
    expect(row).not.toHaveAttribute('tabindex');
    expect(row).not.toHaveAccessibleDescription();
  });

  it('is busy while the list reads its rows anew, and only then', () => {
    const { unmount } = renderGrid(false, true);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    unmount();
    renderGrid(false, false);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });
});
