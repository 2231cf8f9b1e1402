import { FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import type { BecaSocioeconomica } from '@generated/main/model';
import StateTag from '@/admin/StateTag';
import { choicesOf } from '@/admin/choices';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { formatDateTime } from '@/lib/dates';
import { stateColors } from './stateColors';
import { texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="estado" source="estado" choices={choicesOf(texts.states)} alwaysOn />,
];

/** The submitted applications, those in evaluation first, oldest first. */
export default function BecaSocioeconomicaList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ estado: 'EN_EVALUACION' }}
      sort={{ field: 'solicitadaEn', order: 'ASC' }}
      title={texts.title}
    >
      <Datagrid bulkActionButtons={false} rowClick="show">
        <FunctionField<BecaSocioeconomica>
          source="solicitadaEn"
          render={(application) => formatDateTime(application.solicitadaEn)}
        />
        <TextField source="alumno" />
        <TextField source="codigo" sortable={false} />
        <TextField source="periodo" sortable={false} />
        <FunctionField<BecaSocioeconomica>
          source="estado"
          render={(application) => (
            <StateTag state={application.estado} labels={texts.states} colors={stateColors} />
          )}
        />
      </Datagrid>
    </List>
  );
}
