import { List, SearchInput, TextField } from 'react-admin';
import type { Parametro } from '@generated/main/model';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import TruncatedTextField from '@/admin/TruncatedTextField';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

/** A phone shows the start of a value: the edit page shows it whole. */
const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * spec §3 Parameter: key, valor, valor2; searched by key and description on the server. Values
 * are often raw JSON: the table cuts them to one line (the edit page shows them whole). A phone
 * gets one line per parameter.
 */
export default function ParametroList() {
  return (
    <List filters={filters} sort={{ field: 'clave', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<Parametro>
        primaryText={(parametro) => parametro.clave}
        secondaryText={(parametro) => parametro.valor}
        tertiaryText={(parametro) => parametro.marca ?? texts.allBrands}
        phoneSx={{ '& .MuiListItemText-secondary': oneLine }}
        rowClick="edit"
      >
        <TextField source="clave" sortable={false} />
        <TextField source="marca" sortable={false} emptyText={texts.allBrands} />
        <TruncatedTextField source="valor" label={texts.valor} sortable={false} maxWidth="14rem" />
        <TruncatedTextField
          source="valor2"
          label={texts.valor2}
          sortable={false}
          maxWidth="8rem"
          emptyText="—"
        />
        <TruncatedTextField
          source="descripcion"
          label={texts.descripcion}
          sortable={false}
          maxWidth="24rem"
          lines={2}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
