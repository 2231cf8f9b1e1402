import Typography from '@mui/material/Typography';
import {
  DeleteButton,
  FunctionField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { Permiso, PermisoUsuario } from '@generated/main/model';
import GrantForm from './GrantForm';
import { texts } from './texts';

function Title() {
  const permiso = useRecordContext<Permiso>();
  return permiso ? <span>{texts.showTitle(permiso.codigo)}</span> : null;
}

function Grant() {
  const permiso = useRecordContext<Permiso>();
  return permiso ? <GrantForm permiso={permiso.codigo} /> : null;
}

/** One key: what it allows, who holds it (each revoked after a confirmation) and a grant form. */
export default function PermisoShow() {
  return (
    <Show title={<Title />} actions={false}>
      <SimpleShowLayout>
        <TextField source="descripcion" />
        <Typography variant="h6" component="h2">
          {texts.holders}
        </Typography>
        <ReferenceManyField
          reference="permisoUsuario"
          target="permiso"
          sort={{ field: 'usuario', order: 'ASC' }}
          perPage={25}
          empty={<Typography>{texts.noHolders}</Typography>}
        >
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="usuario" label={texts.usuario} />
            <TextField source="nombreCompleto" label={texts.nombreCompleto} />
            <FunctionField<PermisoUsuario>
              source="tipo"
              label={texts.tipo}
              sortable={false}
              render={(holder) => texts.types[holder.tipo]}
            />
            <DeleteButton
              label={texts.revoke}
              mutationMode="pessimistic"
              redirect={false}
              successMessage={texts.revoked}
            />
          </Datagrid>
        </ReferenceManyField>
        <Grant />
      </SimpleShowLayout>
    </Show>
  );
}
