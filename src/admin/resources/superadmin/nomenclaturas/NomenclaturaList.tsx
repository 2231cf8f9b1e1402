import { FunctionField, List, NumberField, SearchInput, SelectInput, TextField } from 'react-admin';
import type { NomenclaturaRegistro } from '@generated/main/model';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import { texts } from './texts';

const userTypeChoices = Object.entries(texts.userTypes).map(([id, name]) => ({
  id: Number(id),
  name,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="userTypeId" source="userTypeId" choices={userTypeChoices} />,
];

type Row = { userTypeId: 1 | 2 | 3; gender: 'F' | 'M' };

/**
 * spec §3 Nomenclature entries, paged, sorted and searched on the server. A phone gets one line
 * per entry.
 */
export default function NomenclaturaList() {
  return (
    <List filters={filters} sort={{ field: 'key', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<NomenclaturaRegistro>
        primaryText={(entry) => `${entry.key}: ${entry.singular} / ${entry.plural}`}
        secondaryText={(entry) => texts.userTypes[entry.userTypeId]}
        tertiaryText={(entry) => texts.genders[entry.gender]}
        rowClick="edit"
      >
        <TextField source="key" />
        <FunctionField<Row> source="userTypeId" render={(row) => texts.userTypes[row.userTypeId]} />
        <NumberField source="businessUnitId" />
        <TextField source="singular" />
        <TextField source="plural" />
        <FunctionField<Row>
          source="gender"
          sortable={false}
          render={(row) => texts.genders[row.gender]}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
