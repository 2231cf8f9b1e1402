import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  FunctionField,
  List,
  Loading,
  Button as RaButton,
  TextField,
  TopToolbar,
  useGetOne,
} from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type {
  RequirementRecord,
  TypeRecord,
} from '@/admin/dataProvider/tramiteConfiguracionAdapter';
import RecordFormDialog from '@/admin/forms/RecordFormDialog';
import { paths } from '@/routes';
import { requirementForm, requirementUiSchema } from './requirementForm';
import { requirementDetail, texts } from './texts';

/**
 * /superadmin/tramites/requisitos/{slug}: a type's requirements in force, in the order its form
 * asks them; each is edited in a dialog, which saves its next version (new requests ask for it
 * at once; requests already filed keep the former).
 */
export default function TypeRequirementsPage() {
  const slug = useParams().slug ?? '';
  const type = useGetOne<TypeRecord>('tramiteConfiguracion', { id: slug });
  const [editing, setEditing] = useState<RequirementRecord | null>(null);
  if (type.isPending) return <Loading />;
  const actions = (
    <TopToolbar>
      <Button component={Link} to={paths.superadmin_tramites_requisitos_lista.getHref()}>
        {texts.backToRequirements}
      </Button>
      <Button component={Link} to={paths.superadmin_tramites_configuracion.getHref({ slug })}>
        {texts.configurationLink}
      </Button>
    </TopToolbar>
  );
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>
        {texts.requirementHelp}
      </Alert>
      <List
        resource="tramiteRequisito"
        filter={{ slug }}
        pagination={false}
        disableSyncWithLocation
        storeKey={false}
        exporter={false}
        actions={actions}
        empty={false}
        title={texts.typeRequirementsTitle(type.data?.nombre ?? slug)}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Alert severity="info">{texts.noRequirements}</Alert>}
        >
          <TextField source="orden" label="#" sortable={false} />
          <TextField source="nombre" label={texts.requisito} sortable={false} />
          <FunctionField<RequirementRecord>
            label={texts.tipo}
            render={(requirement) => texts.kinds[requirement.tipo]}
          />
          <FunctionField<RequirementRecord> label={texts.detalle} render={requirementDetail} />
          <FunctionField<RequirementRecord>
            label={texts.obligatorio}
            render={(requirement) => (requirement.obligatorio ? texts.yes : texts.no)}
          />
          <TextField source="version" label={texts.version} sortable={false} />
          <FunctionField<RequirementRecord>
            label={texts.edit}
            render={(requirement) => (
              <RaButton
                label={texts.edit}
                aria-label={`${texts.edit} ${requirement.nombre}`}
                onClick={() => setEditing(requirement)}
              >
                <EditIcon />
              </RaButton>
            )}
          />
        </Datagrid>
      </List>
      {editing && (
        <RecordFormDialog
          resource="tramiteRequisito"
          record={editing}
          changesForm={requirementForm}
          deletable={false}
          uiSchema={requirementUiSchema(editing)}
          title={texts.editRequirement(editing.nombre)}
          help={texts.requirementHelp}
          messages={{ updated: texts.requirementSaved }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
