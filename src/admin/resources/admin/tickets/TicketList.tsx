import { FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import type { TicketCola } from '@generated/support-desk/model';
import { choicesOf } from '@/admin/choices';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { formatDateTime } from '@/lib/dates';
import { texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput
    key="estado"
    source="estado"
    label={texts.state}
    choices={choicesOf(texts.states)}
    alwaysOn
  />,
  <SelectInput
    key="prioridad"
    source="prioridad"
    label={texts.priority}
    choices={choicesOf(texts.priorities)}
  />,
  <SelectInput
    key="categoria"
    source="categoria"
    label={texts.category}
    choices={choicesOf(texts.categories)}
  />,
];

/** The support queue: the tickets waiting longest first. */
export default function TicketList() {
  return (
    <List filters={filters} sort={{ field: 'actualizado', order: 'ASC' }} title={texts.title}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="id" label="#" />
        <TextField source="asunto" label={texts.subject} sortable={false} />
        <TextField source="solicitante" label={texts.requester} sortable={false} />
        <FunctionField<TicketCola>
          source="estado"
          label={texts.state}
          render={(ticket) => texts.states[ticket.estado]}
        />
        <FunctionField<TicketCola>
          source="prioridad"
          label={texts.priority}
          render={(ticket) => texts.priorities[ticket.prioridad]}
        />
        <FunctionField<TicketCola>
          source="actualizado"
          label={texts.updated}
          render={(ticket) => formatDateTime(ticket.actualizado)}
        />
      </Datagrid>
    </List>
  );
}
