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
} from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { Tutorial } from '@generated/main/model';
import { texts } from './texts';

const choices = (labels: Record<string, string>) => choicesOf(labels);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="tipo" source="tipo" choices={choices(texts.kinds)} />,
  <SelectInput key="audiencia" source="audiencia" choices={choices(texts.audiences)} />,
  <BooleanInput key="publicado" source="publicado" />,
];

/** A phone's second line: what it is, for whom, and whether its audience sees it yet. */
const summary = (row: Tutorial) =>
  [
    texts.kinds[row.tipo],
    texts.audiences[row.audiencia],
    ...(row.publicado ? [] : [texts.notPublished]),
  ].join(' · ');

/** The tutorials and guides in their audience's order; a row opens its edit form. */
export default function TutorialList() {
  return (
    <List filters={filters} sort={{ field: 'orden', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<Tutorial>
        primaryText={(row) => row.titulo}
        secondaryText={summary}
        rowClick="edit"
      >
        <NumberField source="orden" />
        <TextField source="titulo" />
        <FunctionField<Tutorial>
          source="tipo"
          sortable={false}
          render={(row) => texts.kinds[row.tipo]}
        />
        <FunctionField<Tutorial>
          source="audiencia"
          sortable={false}
          render={(row) => texts.audiences[row.audiencia]}
        />
        <BooleanField source="publicado" sortable={false} />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
