import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link } from 'react-router';
import {
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  type Identifier,
} from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { GenericRecord } from '@/admin/dataProvider/tramiteGenericoAdapter';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/routes';
import { texts } from './texts';

const stateChoices = choicesOf(texts.states);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="estado" source="estado" label={texts.estado} choices={stateChoices} />,
];

const builderOf = (id: Identifier) =>
  paths.admin_tramites_genericos_editar.getHref({ id: String(id) });

const StateChip = ({ procedure }: { procedure: GenericRecord }) => (
  <Chip
    size="small"
    color={procedure.estado === 'PUBLICADO' ? 'success' : 'default'}
    label={texts.states[procedure.estado]}
  />
);

const Actions = () => (
  <TopToolbar>
    <Button
      component={Link}
      to={paths.admin_tramites_genericos_nuevo.getHref()}
      startIcon={<AddIcon />}
    >
      {texts.newButton}
    </Button>
  </TopToolbar>
);

/**
 * /admin/configuracion/tramites-genericos/lista: the generic procedures, drafts and published,
 * the latest changed first; a row opens its builder. A phone gets one line per procedure.
 */
export default function GenericoList() {
  return (
    <List
      resource="tramiteGenerico"
      filters={filters}
      actions={<Actions />}
      title={texts.listTitle}
      perPage={10}
      exporter={false}
    >
      <ResponsiveDatagrid<GenericRecord>
        primaryText={(procedure) => procedure.nombre}
        secondaryText={(procedure) =>
          [procedure.codigo, texts.states[procedure.estado]].join(' · ')
        }
        rowClick={builderOf}
      >
        <TextField source="codigo" label={texts.codigo} sortable={false} />
        <TextField source="nombre" label={texts.nombre} sortable={false} />
        <FunctionField<GenericRecord>
          label={texts.estado}
          render={(procedure) => <StateChip procedure={procedure} />}
        />
        <NumberField source="preguntas" label={texts.preguntas} sortable={false} />
        <NumberField source="requisitos" label={texts.requisitos} sortable={false} />
        <NumberField source="solicitudes" label={texts.solicitudes} sortable={false} />
        <TextField source="creadoPor" label={texts.creadoPor} sortable={false} />
        <FunctionField<GenericRecord>
          label={texts.actualizado}
          render={(procedure) => formatDateTime(procedure.fechaActualizacion)}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
