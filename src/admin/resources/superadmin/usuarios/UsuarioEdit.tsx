import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Edit, useRecordContext } from 'react-admin';
import type { UsuarioAdmin } from '@generated/main/model';
import validateFns from '@generated/forms/UsuarioAdminCambios';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import UsuarioActions from './UsuarioActions';
import { texts, uiSchema } from './texts';

const form = contractForm('UsuarioAdminCambios', validateFns);

function Title() {
  const user = useRecordContext<UsuarioAdmin>();
  return user ? <span>{texts.editTitle(user.usuario)}</span> : null;
}

/** Who the user is (from enrolment and HR, read only), then the flags the superadmin may change. */
function Summary() {
  const user = useRecordContext<UsuarioAdmin>();
  if (!user) return null;
  const rows: [string, string][] = [
    [texts.nombreCompleto, user.nombreCompleto],
    [texts.tipo, texts.types[user.tipo] ?? String(user.tipo)],
    [texts.marca, user.marca],
    [texts.codigoUsuario, user.codigoUsuario],
    [texts.correo, user.correo ?? '—'],
    [texts.permisos, user.permisos.length ? user.permisos.join(', ') : texts.noPermissions],
    [texts.bloqueado, user.bloqueado ? texts.yes : texts.no],
  ];
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0, mb: 2 }}>
      {rows.map(([label, value]) => (
        <Stack key={label} direction="row" spacing={1}>
          <Typography component="dt" sx={{ fontWeight: 600, minWidth: 120 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** A user's flags; lock and temporary password are actions above the form. */
export default function UsuarioEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<UsuarioActions />}>
      <Stack sx={{ p: 2 }}>
        <Summary />
        <SchemaEditForm form={form} uiSchema={uiSchema} />
      </Stack>
    </Edit>
  );
}
