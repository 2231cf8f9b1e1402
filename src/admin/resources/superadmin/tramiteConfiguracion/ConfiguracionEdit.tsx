import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { Edit, Labeled, TopToolbar, useBasename, useRecordContext } from 'react-admin';
import type { TypeRecord } from '@/admin/dataProvider/tramiteConfiguracionAdapter';
import validateFns from '@generated/forms/ConfiguracionTramiteCambios';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { paths } from '@/routes';
import ActivationButton from './ActivationButton';
import { texts } from './texts';

// The contract's own request schema: a property added there is a field here, with its rules.
const form = contractForm('ConfiguracionTramiteCambios', validateFns);

const uiSchema = {
  descripcion: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
  proposito: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  modalidad: { 'ui:widget': 'radio' },
  audiencias: { 'ui:widget': 'checkboxes' },
  responsable: { 'ui:widget': 'radio' },
  version: { 'ui:widget': 'hidden' },
};

function Title() {
  const type = useRecordContext<TypeRecord>();
  return type ? <span>{texts.editTitle(type.nombre)}</span> : null;
}

function Actions() {
  const type = useRecordContext<TypeRecord>();
  return (
    <TopToolbar>
      <Button component={Link} to={paths.superadmin_tramites_configuracion_lista.getHref()}>
        {texts.backToTypes}
      </Button>
      {type && (
        <Button
          component={Link}
          to={paths.superadmin_tramites_requisitos.getHref({ slug: type.slug })}
        >
          {texts.requirementsLink}
        </Button>
      )}
      {type && <ActivationButton type={type} />}
    </TopToolbar>
  );
}

/** What the form does not change: the type's code, area, its managers and requests. */
function Summary() {
  const type = useRecordContext<TypeRecord>();
  if (!type) return null;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Labeled label={texts.codigo}>
          <Typography variant="body2">{type.codigo}</Typography>
        </Labeled>
        <Labeled label={texts.area}>
          <Typography variant="body2">{type.area.nombre}</Typography>
        </Labeled>
        <Labeled label={texts.encargados}>
          <Typography variant="body2">
            {type.encargados.length ? type.encargados.join(', ') : texts.noManagers}
          </Typography>
        </Labeled>
        <Labeled label={texts.emiteDocumento}>
          <Typography variant="body2">{type.emiteDocumento ? texts.yes : texts.no}</Typography>
        </Labeled>
        <Labeled label={texts.activo}>
          <Chip
            size="small"
            color={type.activo ? 'success' : 'default'}
            label={type.activo ? texts.active : texts.inactive}
          />
        </Labeled>
      </Box>
      <Alert severity="info" sx={{ mt: 2 }}>
        {texts.newRequestsOnly(type.enProceso)}
      </Alert>
    </Box>
  );
}

/**
 * The form, opened anew when the type is activated or deactivated: that answers a new version,
 * which the form must send back.
 */
function ConfigurationForm() {
  const type = useRecordContext<TypeRecord>();
  if (!type) return null;
  return <SchemaEditForm key={String(type.activo)} form={form} uiSchema={uiSchema} />;
}

/**
 * /superadmin/tramites/configuracion/{slug}: a type's name, texts, mode, requesters, fee, target
 * time, SMS code and who answers before the decision, for the requests filed from now on; its
 * activation; a link to its requirements. A save goes back to the list.
 */
export default function ConfiguracionEdit() {
  const { slug } = useParams();
  // react-admin puts its basename before a redirect; the route table's href already has it.
  const basename = useBasename();
  return (
    <Edit
      resource="tramiteConfiguracion"
      id={slug}
      title={<Title />}
      actions={<Actions />}
      mutationMode="pessimistic"
      mutationOptions={{ meta: { activar: false } }}
      redirect={() =>
        paths.superadmin_tramites_configuracion_lista.getHref().slice(basename.length)
      }
    >
      <Summary />
      <ConfigurationForm />
    </Edit>
  );
}
