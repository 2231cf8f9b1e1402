import {
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { CasoSaeAdmin } from '@generated/main/model';
import { choicesOf } from '@/admin/choices';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { formatDate } from '@/lib/dates';
import OpenCaseButton from './OpenCaseButton';
import { texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="estado" source="estado" choices={choicesOf(texts.states)} alwaysOn />,
];

const actions = (
  <TopToolbar>
    <OpenCaseButton />
    <ExportButton />
  </TopToolbar>
);

/** The tutoring cases, newest first, searched and filtered on the server; a case opened by hand. */
export default function CasoSaeList() {
  return (
    <List
      filters={filters}
      actions={actions}
      sort={{ field: 'abiertoEn', order: 'DESC' }}
      title={texts.title}
    >
      <Datagrid bulkActionButtons={false} rowClick="show">
        <FunctionField<CasoSaeAdmin>
          source="abiertoEn"
          render={(caso) => formatDate(caso.abiertoEn)}
        />
        <TextField source="alumno" />
        <TextField source="motivo" sortable={false} />
        <FunctionField<CasoSaeAdmin> source="estado" render={(caso) => texts.states[caso.estado]} />
      </Datagrid>
    </List>
  );
}
