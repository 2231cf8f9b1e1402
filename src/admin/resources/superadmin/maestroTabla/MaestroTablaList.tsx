import {
  BooleanField,
  EditButton,
  List,
  NumberField,
  SearchInput,
  TextField,
  type Identifier,
} from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import { paths } from '@/routes';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

const recordsOf = (id: Identifier) => paths.superadmin_maestro_tabla_registro.getHref({ _id: id });

type Row = { id: Identifier; codigo: string; nombre: string; registros: number };

/**
 * The master tables; a row opens its records, the edit button its own name and state. A phone
 * gets one line per table instead of a table wider than its screen.
 */
export default function MaestroTablaList() {
  return (
    <List filters={filters} sort={{ field: 'codigo', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<Row>
        primaryText={(row) => row.nombre}
        secondaryText={(row) => row.codigo}
        tertiaryText={(row) => texts.recordCount(row.registros)}
        rowClick={recordsOf}
      >
        <TextField source="codigo" />
        <TextField source="nombre" />
        <NumberField source="registros" />
        <BooleanField source="activo" sortable={false} />
        <BooleanField source="sistema" sortable={false} />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
