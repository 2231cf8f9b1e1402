import {
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { RequirementRecord } from '@/admin/dataProvider/tramiteConfiguracionAdapter';
import { paths } from '@/routes';
import { requirementDetail, texts } from './texts';

const kindChoices = choicesOf(texts.kinds);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="tipo" source="tipo" label={texts.tipo} choices={kindChoices} />,
];

/** A requirement opens its type's requirements, where it is edited. */
const requirementsOf = (_id: Identifier, _resource: string, record: RaRecord) =>
  paths.superadmin_tramites_requisitos.getHref({
    slug: (record as RequirementRecord).tramite.slug,
  });

/**
 * /superadmin/tramites/requisitos/lista: every requirement in force, by type and place, searched
 * and filtered by kind on the server; a row opens its type's requirements.
 */
export default function RequisitoList() {
  return (
    <List
      resource="tramiteRequisito"
      filters={filters}
      title={texts.requirementsTitle}
      exporter={false}
    >
      <ResponsiveDatagrid<RequirementRecord>
        primaryText={(requirement) => requirement.nombre}
        secondaryText={(requirement) => requirement.tramite.nombre}
        tertiaryText={(requirement) => texts.kinds[requirement.tipo]}
        rowClick={requirementsOf}
      >
        <TextField source="tramite.nombre" label={texts.tramite} sortable={false} />
        <TextField source="nombre" label={texts.requisito} sortable={false} />
        <FunctionField<RequirementRecord>
          label={texts.tipo}
          render={(requirement) => texts.kinds[requirement.tipo]}
        />
        <FunctionField<RequirementRecord> label={texts.detalle} render={requirementDetail} />
        <FunctionField<RequirementRecord>
          label={texts.obligatorio}
          render={(requirement) => (requirement.obligatorio ? texts.yes : texts.no)}
        />
        <TextField source="version" label={texts.version} sortable={false} />
      </ResponsiveDatagrid>
    </List>
  );
}
