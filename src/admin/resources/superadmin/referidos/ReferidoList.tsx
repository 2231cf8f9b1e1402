import { FunctionField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { Referido } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { usePhone } from '@/admin/usePhone';
import { texts } from './texts';

const stateChoices = choicesOf(texts.states);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="estado" source="estado" label={texts.estado} choices={stateChoices} />,
];

const fullName = (referral: Referido) => `${referral.nombres} ${referral.apellidos}`;

/** The people students referred, newest first, searched and filtered on the server. */
export default function ReferidoList() {
  const phone = usePhone();
  return (
    <List filters={filters} sort={{ field: 'registradoEn', order: 'DESC' }} title={texts.title}>
      {phone ? (
        <SimpleList<Referido>
          primaryText={fullName}
          secondaryText={(referral) => referral.programa}
          tertiaryText={(referral) => texts.states[referral.estado]}
          rowClick="edit"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit">
          <FunctionField<Referido> source="apellidos" label={texts.referido} render={fullName} />
          <TextField source="documento" label={texts.documento} sortable={false} />
          <TextField source="telefono" label={texts.telefono} sortable={false} />
          <TextField source="programa" label={texts.programa} sortable={false} />
          <TextField source="referenteNombre" label={texts.referente} sortable={false} />
          <FunctionField<Referido>
            source="estado"
            label={texts.estado}
            render={(referral) => texts.states[referral.estado]}
          />
          <FunctionField<Referido>
            source="registradoEn"
            label={texts.registradoEn}
            render={(referral) => formatDate(referral.registradoEn)}
          />
        </Datagrid>
      )}
    </List>
  );
}
