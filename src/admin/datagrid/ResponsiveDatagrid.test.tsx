import { screen } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  TextField,
  useList,
} from 'react-admin';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { stubViewport } from '@/test/stubViewport';
import { ResponsiveDatagrid } from './ResponsiveDatagrid';

type Table = { id: number; codigo: string; nombre: string };
const tables: Table[] = [
  { id: 4, codigo: 'ESTCIV', nombre: 'Estados civiles' },
  { id: 5, codigo: 'GRAINS', nombre: 'Grados de instrucción' },
];

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

function Rows() {
  const list = useList({ data: tables });
  return (
    <ListContextProvider value={list}>
      <ResponsiveDatagrid<Table>
        primaryText={(row) => row.nombre}
        secondaryText={(row) => row.codigo}
        rowClick="edit"
      >
        <TextField source="codigo" label="Código" />
        <TextField source="nombre" label="Nombre" />
      </ResponsiveDatagrid>
    </ListContextProvider>
  );
}

function renderRows(width: number) {
  stubViewport(width);
  return renderWithProviders(
    <AdminContext>
      <ResourceDefinitionContextProvider
        definitions={{ maestroTabla: { name: 'maestroTabla', hasEdit: true } }}
      >
        <ResourceContextProvider value="maestroTabla">
          <Rows />
          <Where />
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
    { url: '/superadmin/maestroTabla' },
  );
}

describe('ResponsiveDatagrid', () => {
  it('shows the table with its columns on a wide screen', async () => {
    renderRows(1280);
    expect(await screen.findByRole('columnheader', { name: 'Código' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Estados civiles/ })).toBeInTheDocument();
  });

  it('shows a line per record on a phone, which opens the record like the table row', async () => {
    const { user } = renderRows(375);
    const first = await screen.findByRole('link', { name: /Estados civiles\s*ESTCIV/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(first);
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/maestroTabla/4');
  });
});
