import KeyIcon from '@mui/icons-material/KeyOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListButton, TopToolbar, useNotify, useRecordContext } from 'react-admin';
import type { ClaveTemporal, UsuarioAdmin } from '@generated/main/model';
import {
  useCambiarBloqueoUsuario,
  useGenerarClaveTemporal,
} from '@generated/main/endpoints/usuarios/usuarios';
import ConfirmAction from '@/admin/ConfirmAction';
import TemporaryPasswordDialog from '@/admin/TemporaryPasswordDialog';
import { texts } from './texts';

/** Lock or unlock, and a temporary password: each asks first and is refused by the server when stale. */
export default function UsuarioActions() {
  const user = useRecordContext<UsuarioAdmin>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<ClaveTemporal | null>(null);
  const lock = useCambiarBloqueoUsuario();
  const temporary = useGenerarClaveTemporal();
  if (!user) return null;
  const failed = (error: unknown) =>
    notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  const toggleLock = () =>
    lock
      .mutateAsync({ id: user.id, data: { bloqueado: !user.bloqueado, version: user.version } })
      .then(() => {
        notify(user.bloqueado ? texts.unlocked : texts.locked, { type: 'success' });
        // react-admin's cached copy of this user (and its list) now has an old version.
        return queryClient.invalidateQueries({ queryKey: ['usuarios'] });
      }, failed);
  return (
    <TopToolbar>
      <ListButton />
      <ConfirmAction
        label={user.bloqueado ? texts.unlock : texts.lock}
        icon={user.bloqueado ? <LockOpenIcon /> : <LockIcon />}
        color={user.bloqueado ? 'primary' : 'error'}
        title={user.bloqueado ? texts.unlockTitle(user.usuario) : texts.lockTitle(user.usuario)}
        content={user.bloqueado ? texts.unlockContent : texts.lockContent}
        pending={lock.isPending}
        onConfirm={toggleLock}
      />
      <ConfirmAction
        label={texts.temporaryPassword}
        icon={<KeyIcon />}
        title={texts.temporaryTitle(user.usuario)}
        content={texts.temporaryContent}
        pending={temporary.isPending}
        onConfirm={() => temporary.mutateAsync({ id: user.id }).then(setShown, failed)}
      />
      {shown && <TemporaryPasswordDialog shown={shown} onClose={() => setShown(null)} />}
    </TopToolbar>
  );
}
