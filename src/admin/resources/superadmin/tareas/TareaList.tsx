import {
  BooleanField,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { Tarea } from '@generated/main/model';
import TareaName from './TareaName';
import { audienceChoices, texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput
    key="audiencia"
    source="audiencia"
    choices={audienceChoices}
    emptyText={texts.allAudiences}
    alwaysOn
  />,
];

/**
 * The flow's tasks of one audience in the order users meet them, each subtask under its parent;
 * searched, sorted and paged on the server. A phone gets one line per task.
 */
export default function TareaList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ audiencia: 'ESTUDIANTES' }}
      sort={{ field: 'orden', order: 'ASC' }}
      title={texts.title}
    >
      <ResponsiveDatagrid<Tarea>
        primaryText={(tarea) => tarea.nombre}
        secondaryText={(tarea) =>
          tarea.isSubTask
            ? `${texts.subtaskOf(tarea.tareaPadre)} · ${texts.orderAndModule(tarea.orden, tarea.modulo)}`
            : texts.orderAndModule(tarea.orden, tarea.modulo)
        }
        tertiaryText={(tarea) => texts.pendingCount(tarea.pendientes)}
        rowClick="edit"
      >
        <NumberField source="orden" />
        <FunctionField source="nombre" render={() => <TareaName />} />
        <TextField source="modulo" />
        <FunctionField<Tarea>
          source="audiencia"
          sortable={false}
          render={(tarea) => texts.audiences[tarea.audiencia]}
        />
        <NumberField source="pendientes" />
        <BooleanField source="activo" sortable={false} />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
