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
  <SelectInput
    key="estado"
    source="estado"
    label={texts.state}
    choices={choicesOf(texts.states)}
    alwaysOn
  />,
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
          label={texts.appliedAt}
          render={(application) => formatDateTime(application.solicitadaEn)}
        />
        <TextField source="alumno" label={texts.student} />
        <TextField source="codigo" label={texts.code} sortable={false} />
        <TextField source="periodo" label={texts.period} sortable={false} />
        <FunctionField<BecaSocioeconomica>
          source="estado"
          label={texts.state}
          render={(application) => (
            <StateTag state={application.estado} labels={texts.states} colors={stateColors} />
          )}
        />
      </Datagrid>
    </List>
  );
}
