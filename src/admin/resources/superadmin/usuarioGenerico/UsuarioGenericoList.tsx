import {
  BooleanField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { UsuarioGenerico } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { usePhone } from '@/admin/usePhone';
import { texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput
    key="activo"
    source="activo"
    label={texts.state}
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
  const phone = usePhone();
  return (
    <List filters={filters} sort={{ field: 'usuario', order: 'ASC' }} title={texts.title}>
      {phone ? (
        <SimpleList<UsuarioGenerico>
          primaryText={(account) => account.nombre}
          secondaryText={(account) => `${account.usuario} · ${account.area}`}
          tertiaryText={(account) => (account.activo ? '' : texts.inactive)}
          rowClick="edit"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit">
          <TextField source="usuario" label={texts.usuario} />
          <TextField source="nombre" label={texts.nombre} />
          <TextField source="area" label={texts.area} />
          <TextField source="marca" label={texts.marca} />
          <BooleanField source="activo" label={texts.activo} sortable={false} />
          <FunctionField<UsuarioGenerico>
            source="ultimoIngreso"
            label={texts.ultimoIngreso}
            render={lastSignIn}
          />
        </Datagrid>
      )}
    </List>
  );
}
