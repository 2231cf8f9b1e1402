import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  BooleanInput,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  type Identifier,
} from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { TypeRecord } from '@/admin/dataProvider/tramiteConfiguracionAdapter';
import { paths } from '@/routes';
import { feeText, texts } from './texts';

const areaChoices = choicesOf(texts.areas);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="area" source="area" label={texts.area} choices={areaChoices} />,
  <BooleanInput key="activo" source="activo" label={texts.active} />,
];

/** A type's page: its slug is its record's id. */
export const configurationOf = (slug: Identifier) =>
  paths.superadmin_tramites_configuracion.getHref({ slug: String(slug) });

const audiencesText = (type: TypeRecord) =>
  type.audiencias.map((audience) => texts.audiences[audience]).join(', ');

const StateChip = ({ type }: { type: TypeRecord }) => (
  <Chip
    size="small"
    color={type.activo ? 'success' : 'default'}
    label={type.activo ? texts.active : texts.inactive}
  />
);

/**
 * The type's name over its code: codes in a column of their own widened the table past a laptop's
 * screen (issue 32).
 */
const TypeName = ({ type }: { type: TypeRecord }) => (
  <>
    {type.nombre}
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {type.codigo}
    </Typography>
  </>
);

/**
 * /superadmin/tramites/configuracion/lista: every procedure type with its area, requesters, mode,
 * fee, target time, requirements and requests in progress; a row opens its configuration. A phone
 * gets one line per type.
 */
export default function ConfiguracionList() {
  return (
    <List
      resource="tramiteConfiguracion"
      filters={filters}
      title={texts.typesTitle}
      exporter={false}
    >
      <ResponsiveDatagrid<TypeRecord>
        primaryText={(type) => type.nombre}
        secondaryText={(type) =>
          [type.codigo, texts.modes[type.modalidad], feeText(type.costo)].join(' · ')
        }
        tertiaryText={(type) => (type.activo ? texts.active : texts.inactive)}
        rowClick={configurationOf}
      >
        <FunctionField<TypeRecord>
          label={texts.nombre}
          render={(type) => <TypeName type={type} />}
        />
        <TextField source="area.nombre" label={texts.area} sortable={false} />
        <FunctionField<TypeRecord> label={texts.audiencias} render={audiencesText} />
        <FunctionField<TypeRecord>
          label={texts.modalidad}
          render={(type) => texts.modes[type.modalidad]}
        />
        <FunctionField<TypeRecord> label={texts.costo} render={(type) => feeText(type.costo)} />
        <FunctionField<TypeRecord>
          label={texts.diasHabiles}
          render={(type) => texts.days(type.diasHabiles)}
        />
        <NumberField source="requisitos" label={texts.requisitos} sortable={false} />
        <NumberField source="enProceso" label={texts.enProceso} sortable={false} />
        <FunctionField<TypeRecord>
          label={texts.activo}
          render={(type) => <StateChip type={type} />}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
