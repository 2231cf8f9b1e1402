import { BooleanField, EditButton, List, NumberField, SearchInput, TextField } from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { Tour } from '@generated/main/model';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

/** The tours with how many steps each has and how many tasks start it; a row opens the tour. */
export default function TourList() {
  return (
    <List filters={filters} sort={{ field: 'nombre', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<Tour>
        primaryText={(tour) => tour.nombre}
        secondaryText={(tour) => tour.codeConfig}
        tertiaryText={(tour) => texts.stepCount(tour.pasos)}
        rowClick="edit"
      >
        <TextField source="nombre" />
        <TextField source="codeConfig" />
        <NumberField source="pasos" />
        <NumberField source="tareas" sortable={false} />
        <BooleanField source="activo" sortable={false} />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
