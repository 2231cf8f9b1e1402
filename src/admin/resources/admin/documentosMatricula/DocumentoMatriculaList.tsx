import { FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import type { DocumentoMatricula } from '@generated/main/model';
import StateTag from '@/admin/StateTag';
import { choicesOf } from '@/admin/choices';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { formatDateTime } from '@/lib/dates';
import { ENROLMENT_DOCUMENT_NAMES } from '@/lib/enrolmentDocuments/documentNames';
import { stateColors } from './stateColors';
import { texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="estado" source="estado" choices={choicesOf(texts.states)} alwaysOn />,
  <SelectInput key="tipo" source="tipo" choices={choicesOf(ENROLMENT_DOCUMENT_NAMES)} />,
];

/** The students' enrolment documents, the pending ones first, oldest upload first. */
export default function DocumentoMatriculaList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ estado: 'PENDIENTE' }}
      sort={{ field: 'fechaCarga', order: 'ASC' }}
      title={texts.title}
    >
      <Datagrid bulkActionButtons={false} rowClick="show">
        <FunctionField<DocumentoMatricula>
          source="fechaCarga"
          render={(document) => formatDateTime(document.fechaCarga)}
        />
        <TextField source="alumno" />
        <TextField source="codigo" sortable={false} />
        <FunctionField<DocumentoMatricula> source="tipo" render={(document) => document.nombre} />
        <FunctionField<DocumentoMatricula>
          source="estado"
          render={(document) => (
            <StateTag state={document.estado} labels={texts.states} colors={stateColors} />
          )}
        />
      </Datagrid>
    </List>
  );
}
