import {
  BooleanInput,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { GrupoSinRespuesta } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <BooleanInput key="enlazada" source="enlazada" label={texts.enlazada} />,
];

const sourceOf = (row: GrupoSinRespuesta) => row.fuenteTitulo ?? texts.notLinked;

/** What the assistant could not answer, grouped, most asked first; a row opens it to link it. */
export default function PreguntaList() {
  return (
    <List filters={filters} sort={{ field: 'total', order: 'DESC' }} title={texts.title}>
      <ResponsiveDatagrid<GrupoSinRespuesta>
        primaryText={(row) => row.pregunta}
        secondaryText={(row) => `${texts.timesAsked(row.total)} · ${formatDate(row.ultimoDia)}`}
        tertiaryText={sourceOf}
        rowClick="edit"
      >
        <TextField source="pregunta" label={texts.pregunta} sortable={false} />
        <NumberField source="total" label={texts.total} />
        <FunctionField<GrupoSinRespuesta>
          source="ultimoDia"
          label={texts.ultimoDia}
          render={(row) => formatDate(row.ultimoDia)}
        />
        <FunctionField<GrupoSinRespuesta>
          source="fuente"
          label={texts.fuente}
          sortable={false}
          render={sourceOf}
        />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
