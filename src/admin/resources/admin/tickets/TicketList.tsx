import { FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import type { TicketCola } from '@generated/support-desk/model';
import { choicesOf } from '@/admin/choices';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { formatDateTime } from '@/lib/dates';
import { texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="estado" source="estado" choices={choicesOf(texts.states)} alwaysOn />,
  <SelectInput key="prioridad" source="prioridad" choices={choicesOf(texts.priorities)} />,
  <SelectInput key="categoria" source="categoria" choices={choicesOf(texts.categories)} />,
];

/** The support queue: the tickets waiting longest first. */
export default function TicketList() {
  return (
    <List filters={filters} sort={{ field: 'actualizado', order: 'ASC' }} title={texts.title}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="id" label="#" />
        <TextField source="asunto" sortable={false} />
        <TextField source="solicitante" sortable={false} />
        <FunctionField<TicketCola>
          source="estado"
          render={(ticket) => texts.states[ticket.estado]}
        />
        <FunctionField<TicketCola>
          source="prioridad"
          render={(ticket) => texts.priorities[ticket.prioridad]}
        />
        <FunctionField<TicketCola>
          source="actualizado"
          render={(ticket) => formatDateTime(ticket.actualizado)}
        />
      </Datagrid>
    </List>
  );
}
