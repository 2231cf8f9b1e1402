import { EditButton, List, SearchInput, TextField } from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { SinonimoAsistente } from '@generated/main/model';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

/** The students' phrases and the institute's words the assistant reads for each; a row opens it. */
export default function SinonimoList() {
  return (
    <List filters={filters} sort={{ field: 'frase', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<SinonimoAsistente>
        primaryText={(row) => row.frase}
        secondaryText={(row) => row.equivalente}
        rowClick="edit"
      >
        <TextField source="frase" label={texts.frase} />
        <TextField source="equivalente" label={texts.equivalente} />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
