import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import {
  EditButton,
  FunctionField,
  List,
  Loading,
  SearchInput,
  TextField,
  TopToolbar,
  useGetOne,
} from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { Segmento, UsuarioSegmento } from '@generated/main/model';
import { paths } from '@/routes';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />];

/** /superadmin/lista/{id}: the users segment {id} holds now, searched and paged on the server. */
export default function ListaPage() {
  const segmentoId = Number(useParams().id);
  const segment = useGetOne<Segmento>('segmento', { id: segmentoId });
  if (segment.isPending) return <Loading />;
  const actions = (
    <TopToolbar>
      <Button component={Link} to={paths.superadmin_segmento.getHref()}>
        {texts.backToSegments}
      </Button>
      <EditButton resource="segmento" record={segment.data} label={texts.editSegment} />
    </TopToolbar>
  );
  return (
    <List
      resource="segmentoUsuarios"
      filter={{ segmentoId }}
      filters={filters}
      sort={{ field: 'usuario', order: 'ASC' }}
      perPage={25}
      disableSyncWithLocation
      actions={actions}
      title={texts.membersTitle(segment.data?.nombre ?? '')}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="usuario" label={texts.usuario} />
        <TextField source="nombreCompleto" label={texts.nombreCompleto} />
        <FunctionField<UsuarioSegmento>
          source="tipo"
          label={texts.tipo}
          render={(user) => texts.userTypes[user.tipo]}
        />
        <TextField source="marca" label={texts.marca} sortable={false} />
      </Datagrid>
    </List>
  );
}
