import {
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import type { NomenclaturaRegistro } from '@generated/main/model';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { usePhone } from '@/admin/usePhone';
import { texts } from './texts';

const userTypeChoices = Object.entries(texts.userTypes).map(([id, name]) => ({
  id: Number(id),
  name,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput
    key="userTypeId"
    source="userTypeId"
    label={texts.userType}
    choices={userTypeChoices}
  />,
];

type Row = { userTypeId: 1 | 2 | 3; gender: 'F' | 'M' };

/**
 * spec §3 Nomenclature entries, paged, sorted and searched on the server. A phone gets one line
 * per entry.
 */
export default function NomenclaturaList() {
  const phone = usePhone();
  return (
    <List filters={filters} sort={{ field: 'key', order: 'ASC' }} title={texts.title}>
      {phone ? (
        <SimpleList<NomenclaturaRegistro>
          primaryText={(entry) => `${entry.key}: ${entry.singular} / ${entry.plural}`}
          secondaryText={(entry) => texts.userTypes[entry.userTypeId]}
          tertiaryText={(entry) => texts.genders[entry.gender]}
          rowClick="edit"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit">
          <TextField source="key" label={texts.key} />
          <FunctionField<Row>
            source="userTypeId"
            label={texts.userType}
            render={(row) => texts.userTypes[row.userTypeId]}
          />
          <NumberField source="businessUnitId" label={texts.brand} />
          <TextField source="singular" label={texts.singular} />
          <TextField source="plural" label={texts.plural} />
          <FunctionField<Row>
            source="gender"
            label={texts.gender}
            sortable={false}
            render={(row) => texts.genders[row.gender]}
          />
        </Datagrid>
      )}
    </List>
  );
}
