import {
  BooleanField,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  type Identifier,
} from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { Segmento } from '@generated/main/model';
import { paths } from '@/routes';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

const membersOf = (id: Identifier) => paths.superadmin_lista.getHref({ id });

/** The segments with how many users each holds now; a row opens that list of users. */
export default function SegmentoList() {
  return (
    <List filters={filters} sort={{ field: 'nombre', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<Segmento>
        primaryText={(segment) => segment.nombre}
        secondaryText={(segment) => texts.types[segment.tipoUsuario]}
        tertiaryText={(segment) => texts.userCount(segment.usuarios)}
        rowClick={membersOf}
      >
        <TextField source="nombre" />
        <FunctionField<Segmento>
          source="tipoUsuario"
          sortable={false}
          render={(segment) => texts.types[segment.tipoUsuario]}
        />
        <NumberField source="usuarios" />
        <BooleanField source="activo" sortable={false} />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
