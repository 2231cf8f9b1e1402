import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  BooleanField,
  EditButton,
  List,
  Loading,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
  useGetOne,
  type RaRecord,
} from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import { paths } from '@/routes';
import RecordDialog from './RecordDialog';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

/**
 * /superadmin/maestroTablaRegistro/{_id}: the records of one master table, in their order;
 * adding and editing happen in a dialog over the list.
 */
export default function MaestroTablaRegistroPage() {
  const tablaId = Number(useParams()._id);
  const table = useGetOne<RaRecord & { nombre: string }>('maestroTabla', { id: tablaId });
  // undefined: no dialog; null: a new record; a record: that one.
  const [editing, setEditing] = useState<RaRecord | null | undefined>(undefined);
  if (table.isPending) return <Loading />;
  const actions = (
    <TopToolbar>
      <Button component={Link} to={paths.superadmin_maestro_tabla.getHref()}>
        {texts.backToTables}
      </Button>
      <EditButton resource="maestroTabla" record={table.data} label={texts.editTable} />
      <Button variant="contained" onClick={() => setEditing(null)}>
        {texts.addRecord}
      </Button>
    </TopToolbar>
  );
  return (
    <>
      <List
        resource="maestroTablaRegistro"
        filter={{ tablaId }}
        filters={filters}
        sort={{ field: 'orden', order: 'ASC' }}
        perPage={25}
        disableSyncWithLocation
        // An empty table keeps its toolbar: adding its first record is the point.
        empty={false}
        actions={actions}
        title={texts.recordsTitle(table.data?.nombre ?? '')}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => {
            setEditing(record);
            return false;
          }}
        >
          <NumberField source="orden" label={texts.orden} />
          <TextField source="codigo" label={texts.codigo} />
          <TextField source="valor" label={texts.valor} />
          <BooleanField source="activo" label={texts.recordActive} sortable={false} />
        </Datagrid>
      </List>
      {editing !== undefined && (
        <RecordDialog tablaId={tablaId} record={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
