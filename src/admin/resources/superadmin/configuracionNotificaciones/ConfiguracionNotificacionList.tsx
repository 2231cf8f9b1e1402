import {
  BooleanField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { ConfiguracionNotificacion } from '@generated/main/model';
import { texts } from './texts';

const typeChoices = choicesOf(texts.types);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="tipo" source="tipo" choices={typeChoices} />,
];

const typeOf = (configuration: ConfiguracionNotificacion) => texts.types[configuration.tipo];

/** The notification codes by type (the user's tabs), with their switches; a row opens its form. */
export default function ConfiguracionNotificacionList() {
  return (
    <List filters={filters} sort={{ field: 'tipo', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<ConfiguracionNotificacion>
        primaryText={(configuration) => configuration.titulo}
        secondaryText={(configuration) => `${typeOf(configuration)} · ${configuration.codigo}`}
        rowClick="edit"
      >
        <FunctionField<ConfiguracionNotificacion> source="tipo" render={typeOf} />
        <TextField source="titulo" />
        <TextField source="codigo" />
        <BooleanField source="activo" sortable={false} />
        <BooleanField source="porDefecto" sortable={false} />
        <BooleanField source="configurable" sortable={false} />
        <NumberField source="notificaciones" />
      </ResponsiveDatagrid>
    </List>
  );
}
