import { FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { Referido } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { texts } from './texts';

const stateChoices = choicesOf(texts.states);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput key="estado" source="estado" choices={stateChoices} />,
];

const fullName = (referral: Referido) => `${referral.nombres} ${referral.apellidos}`;

/** The people students referred, newest first, searched and filtered on the server. */
export default function ReferidoList() {
  return (
    <List filters={filters} sort={{ field: 'registradoEn', order: 'DESC' }} title={texts.title}>
      <ResponsiveDatagrid<Referido>
        primaryText={fullName}
        secondaryText={(referral) => referral.programa}
        tertiaryText={(referral) => texts.states[referral.estado]}
        rowClick="edit"
      >
        <FunctionField<Referido> source="apellidos" render={fullName} />
        <TextField source="documento" sortable={false} />
        <TextField source="telefono" sortable={false} />
        <TextField source="programa" sortable={false} />
        <TextField source="referenteNombre" sortable={false} />
        <FunctionField<Referido>
          source="estado"
          render={(referral) => texts.states[referral.estado]}
        />
        <FunctionField<Referido>
          source="registradoEn"
          render={(referral) => formatDate(referral.registradoEn)}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
