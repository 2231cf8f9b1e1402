import {
  BooleanField,
  EditButton,
  List,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { Tour } from '@generated/main/model';
import { usePhone } from '@/admin/usePhone';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

/** The tours with how many steps each has and how many tasks start it; a row opens the tour. */
export default function TourList() {
  const phone = usePhone();
  return (
    <List filters={filters} sort={{ field: 'nombre', order: 'ASC' }} title={texts.title}>
      {phone ? (
        <SimpleList<Tour>
          primaryText={(tour) => tour.nombre}
          secondaryText={(tour) => tour.codeConfig}
          tertiaryText={(tour) => texts.stepCount(tour.pasos)}
          rowClick="edit"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit">
          <TextField source="nombre" label={texts.nombre} />
          <TextField source="codeConfig" label={texts.codeConfig} />
          <NumberField source="pasos" label={texts.pasos} />
          <NumberField source="tareas" label={texts.tareas} sortable={false} />
          <BooleanField source="activo" label={texts.activo} sortable={false} />
          <EditButton label={texts.edit} />
        </Datagrid>
      )}
    </List>
  );
}
