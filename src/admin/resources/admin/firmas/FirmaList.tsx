import {
  BooleanField,
  BooleanInput,
  EditButton,
  List,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { Firma } from '@generated/main/model';
import { texts } from './texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <BooleanInput key="activo" source="activo" />,
];

/** Who signs each document-issuing procedure's documents, in their order. */
export default function FirmaList() {
  return (
    <List filters={filters} sort={{ field: 'tipoTramite', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<Firma>
        primaryText={(row) => row.firmante}
        secondaryText={(row) =>
          [row.cargo, row.tipoTramite, ...(row.activo ? [] : [texts.inactive])].join(' · ')
        }
        rowClick="edit"
      >
        <TextField source="tipoTramite" />
        <NumberField source="orden" />
        <TextField source="firmante" />
        <TextField source="cargo" sortable={false} />
        <BooleanField source="activo" sortable={false} />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
