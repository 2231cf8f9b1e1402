import { List, NumberField, SearchInput, TextField } from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

/** The permission keys of spec §3, what each allows and how many users hold it. */
export default function PermisoList() {
  return (
    <List filters={filters} sort={{ field: 'codigo', order: 'ASC' }} title={texts.title}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="codigo" label={texts.codigo} />
        <TextField source="descripcion" label={texts.descripcion} sortable={false} />
        <NumberField source="titulares" label={texts.titulares} />
      </Datagrid>
    </List>
  );
}
