import { screen } from '@testing-library/react';
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
  { id: 4, nombre: 'Estado civil' },
  { id: 5, nombre: 'Grado de instrucción' },
];

const definition = { name: 'maestroTabla', hasEdit: true, recordRepresentation: 'nombre' };

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

function Grid({ rowClick }: { rowClick: string | RowClickFunction | false }) {
  const list = useList({ data: tables });
  return (
    <ListContextProvider value={list}>
      <Datagrid bulkActionButtons={false} rowClick={rowClick}>
        <TextField source="nombre" />
      </Datagrid>
    </ListContextProvider>
  );
}

function renderGrid(rowClick: string | RowClickFunction | false) {
  return renderWithProviders(
    <AdminContext>
      <ResourceDefinitionContextProvider definitions={{ maestroTabla: definition }}>
        <ResourceContextProvider value="maestroTabla">
          <Grid rowClick={rowClick} />
          <Where />
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
    { url: '/superadmin/maestroTabla' },
  );
}

describe('Datagrid', () => {
  it('reaches a row that opens by Tab, names it, and opens it with Enter and with Space', async () => {
    const open = vi.fn<RowClickFunction>(() => false);
    const { user } = renderGrid(open);
    // Past the column's sort button.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('row', { name: 'Abrir Estado civil' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith(4, 'maestroTabla', tables[0]);
    await user.tab();
    expect(screen.getByRole('row', { name: 'Abrir Grado de instrucción' })).toHaveFocus();
    await user.keyboard(' ');
    expect(open).toHaveBeenLastCalledWith(5, 'maestroTabla', tables[1]);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('says "Editar" for a row that opens the edit view, and Enter goes there', async () => {
    const { user } = renderGrid('edit');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('row', { name: 'Editar Estado civil' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status', { name: 'ruta' })).toHaveTextContent(
      '/maestroTabla/4',
    );
  });

  it('leaves out of the Tab order a row that opens nothing', () => {
    renderGrid(false);
    for (const row of screen.getAllByRole('row').slice(1))
      expect(row).not.toHaveAttribute('tabindex');
  });
});
