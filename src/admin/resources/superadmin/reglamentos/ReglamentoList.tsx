import {
  BooleanField,
  BooleanInput,
  EditButton,
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
import type { Reglamento } from '@generated/main/model';
import { paths } from '@/routes';
import { texts } from './texts';

const audienceChoices = choicesOf(texts.audiences);
const kindChoices = choicesOf(texts.kinds);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="audiencia" source="audiencia" choices={audienceChoices} />,
  <SelectInput key="tipo" source="tipo" choices={kindChoices} />,
  <BooleanInput key="activo" source="activo" />,
];

/** A phone's second line: to whom, which version and how many accepted it, and if inactive. */
const summary = (row: Reglamento) =>
  [
    texts.kinds[row.tipo],
    texts.audiences[row.audiencia],
    row.versionVigente === null
      ? texts.noVersion
      : `${texts.currentVersion(row.versionVigente)}, ${texts.acceptanceCount(row.aceptaciones)}`,
    ...(row.activo ? [] : [texts.inactive]),
  ].join(' · ');

const versionsOf = (id: Identifier) => paths.superadmin_version.getHref({ id: String(id) });

/**
 * The regulations; a row opens its versions and who accepted them, the edit button its title,
 * audience and state. A phone gets one line per regulation.
 */
export default function ReglamentoList() {
  return (
    <List filters={filters} sort={{ field: 'titulo', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<Reglamento>
        primaryText={(row) => row.titulo}
        secondaryText={summary}
        rowClick={versionsOf}
      >
        <TextField source="titulo" />
        <FunctionField<Reglamento>
          source="tipo"
          sortable={false}
          render={(row) => texts.kinds[row.tipo]}
        />
        <FunctionField<Reglamento>
          source="audiencia"
          sortable={false}
          render={(row) => texts.audiences[row.audiencia]}
        />
        <NumberField source="versionVigente" emptyText={texts.noVersion} />
        <NumberField source="aceptaciones" />
        <BooleanField source="activo" sortable={false} />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
