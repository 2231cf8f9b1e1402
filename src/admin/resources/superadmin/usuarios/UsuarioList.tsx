import {
  BooleanField,
  BooleanInput,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { UsuarioAdmin } from '@generated/main/model';
import { usePhone } from '@/admin/usePhone';
import { texts } from './texts';

const typeChoices = Object.entries(texts.types).map(([id, name]) => ({ id: Number(id), name }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="tipo" source="tipo" label={texts.tipo} choices={typeChoices} />,
  <BooleanInput key="esAdministrativo" source="esAdministrativo" label={texts.esAdministrativo} />,
  <BooleanInput key="bloqueado" source="bloqueado" label={texts.bloqueado} />,
];

/** Every user of the campus, searched and filtered on the server; a phone gets one line each. */
export default function UsuarioList() {
  const phone = usePhone();
  return (
    <List filters={filters} sort={{ field: 'usuario', order: 'ASC' }} title={texts.title}>
      {phone ? (
        <SimpleList<UsuarioAdmin>
          primaryText={(user) => user.nombreCompleto}
          secondaryText={(user) => `${user.usuario} · ${texts.types[user.tipo]}`}
          tertiaryText={(user) => (user.bloqueado ? texts.bloqueado : '')}
          rowClick="edit"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit">
          <TextField source="usuario" label={texts.usuario} />
          <TextField source="nombreCompleto" label={texts.nombreCompleto} />
          <FunctionField<UsuarioAdmin>
            source="tipo"
            label={texts.tipo}
            render={(user) => texts.types[user.tipo]}
          />
          <TextField source="marca" label={texts.marca} sortable={false} />
          <BooleanField source="esAdministrativo" label={texts.esAdministrativo} sortable={false} />
          <BooleanField source="bloqueado" label={texts.bloqueado} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
