import { List, SearchInput, TextField } from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

/** spec §3 Parameter: key, valor, valor2; searched by key and description on the server. */
export default function ParametroList() {
  return (
    <List filters={filters} sort={{ field: 'clave', order: 'ASC' }} title={texts.title}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="clave" label={texts.clave} sortable={false} />
        <TextField
          source="marca"
          label={texts.marca}
          sortable={false}
          emptyText={texts.allBrands}
        />
        <TextField source="valor" label={texts.valor} sortable={false} />
        <TextField source="valor2" label={texts.valor2} sortable={false} emptyText="—" />
        <TextField source="descripcion" label={texts.descripcion} sortable={false} />
      </Datagrid>
    </List>
  );
}
