import { List, NumberField, SearchInput, TextField } from 'react-admin';
import type { Permiso } from '@generated/main/model';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

/**
 * The permission keys of spec §3, what each allows and how many users hold it. A phone gets one
 * line per key.
 */
export default function PermisoList() {
  return (
    <List filters={filters} sort={{ field: 'codigo', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<Permiso>
        primaryText={(permiso) => permiso.codigo}
        secondaryText={(permiso) => permiso.descripcion}
        tertiaryText={(permiso) => texts.holderCount(permiso.titulares)}
        rowClick="show"
      >
        <TextField source="codigo" />
        <TextField source="descripcion" sortable={false} />
        <NumberField source="titulares" />
      </ResponsiveDatagrid>
    </List>
  );
}
