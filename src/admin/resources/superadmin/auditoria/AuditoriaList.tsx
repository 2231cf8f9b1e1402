import { FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { formatDateTime } from '@/lib/dates';
import { actionLabel, texts } from './texts';
import type { AuditoriaEntrada } from '@generated/main/model';

const actionChoices = choicesOf(texts.actions);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="action" source="action" choices={actionChoices} />,
];

/** Sign-ins and every change made in the admin areas, newest first. */
export default function AuditoriaList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} title={texts.title}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <FunctionField<AuditoriaEntrada>
          source="createdAt"
          render={(entry) => formatDateTime(entry.createdAt)}
        />
        <TextField source="usuario" emptyText={texts.unknownUser} />
        <FunctionField<AuditoriaEntrada>
          source="action"
          sortable={false}
          render={(entry) => actionLabel(entry.action)}
        />
        <TextField source="resource" sortable={false} emptyText="—" />
        <TextField source="recordId" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}
