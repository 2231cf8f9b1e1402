import {
  BooleanField,
  BooleanInput,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { UsuarioAdmin } from '@generated/main/model';
import { texts } from './texts';

const typeChoices = Object.entries(texts.types).map(([id, name]) => ({ id: Number(id), name }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="tipo" source="tipo" choices={typeChoices} />,
  <BooleanInput key="esAdministrativo" source="esAdministrativo" />,
  <BooleanInput key="bloqueado" source="bloqueado" />,
];

/** Every user of the campus, searched and filtered on the server; a phone gets one line each. */
export default function UsuarioList() {
  return (
    <List filters={filters} sort={{ field: 'usuario', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<UsuarioAdmin>
        primaryText={(user) => user.nombreCompleto}
        secondaryText={(user) => `${user.usuario} · ${texts.types[user.tipo]}`}
        tertiaryText={(user) => (user.bloqueado ? texts.bloqueado : '')}
        rowClick="edit"
      >
        <TextField source="usuario" />
        <TextField source="nombreCompleto" />
        <FunctionField<UsuarioAdmin> source="tipo" render={(user) => texts.types[user.tipo]} />
        <TextField source="marca" sortable={false} />
        <BooleanField source="esAdministrativo" sortable={false} />
        <BooleanField source="bloqueado" sortable={false} />
      </ResponsiveDatagrid>
    </List>
  );
}
