import {
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { DocumentoMatricula } from '@generated/main/model';
import StateTag from '@/admin/StateTag';
import { formatDateTime } from '@/lib/dates';
import DecisionActions from './DecisionActions';
import FileButton from './FileButton';
import { stateColors } from './stateColors';
import { texts } from './texts';

/** The reason shown while the document is observed. */
function Observation() {
  const document = useRecordContext<DocumentoMatricula>();
  if (!document?.observacion) return null;
  return (
    <Labeled label={texts.observation}>
      <TextField source="observacion" />
    </Labeled>
  );
}

/** One student's document: who, which, its file to look at, and the decision. */
export default function DocumentoMatriculaShow() {
  return (
    <Show title={texts.title} actions={<DecisionActions />}>
      <SimpleShowLayout>
        <TextField source="alumno" />
        <TextField source="codigo" />
        <TextField source="usuario" />
        <TextField source="programa" emptyText="—" />
        <TextField source="ciclo" emptyText="—" />
        <TextField source="nombre" />
        <FunctionField<DocumentoMatricula>
          source="estado"
          render={(document) => (
            <StateTag state={document.estado} labels={texts.states} colors={stateColors} />
          )}
        />
        <FunctionField<DocumentoMatricula>
          source="fechaCarga"
          render={(document) => formatDateTime(document.fechaCarga)}
        />
        <Labeled label={texts.file}>
          <FileButton />
        </Labeled>
        <Observation />
        <FunctionField<DocumentoMatricula>
          source="revisadoEn"
          render={(document) => (document.revisadoEn ? formatDateTime(document.revisadoEn) : '—')}
        />
        <TextField source="revisadoPor" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
