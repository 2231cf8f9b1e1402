import {
  BooleanField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { UsuarioGenerico } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput
    key="activo"
    source="activo"
    choices={[
      { id: true, name: texts.active },
      { id: false, name: texts.inactive },
    ]}
  />,
];

const lastSignIn = (account: UsuarioGenerico) =>
  account.ultimoIngreso ? formatDateTime(account.ultimoIngreso) : texts.neverSignedIn;

/** The shared office accounts, searched, sorted and paged on the server; a phone gets a line each. */
export default function UsuarioGenericoList() {
  return (
    <List filters={filters} sort={{ field: 'usuario', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<UsuarioGenerico>
        primaryText={(account) => account.nombre}
        secondaryText={(account) => `${account.usuario} · ${account.area}`}
        tertiaryText={(account) => (account.activo ? '' : texts.inactive)}
        rowClick="edit"
      >
        <TextField source="usuario" />
        <TextField source="nombre" />
        <TextField source="area" />
        <TextField source="marca" />
        <BooleanField source="activo" label={texts.activo} sortable={false} />
        <FunctionField<UsuarioGenerico> source="ultimoIngreso" render={lastSignIn} />
      </ResponsiveDatagrid>
    </List>
  );
}
