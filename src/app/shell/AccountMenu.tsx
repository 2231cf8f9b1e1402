import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { roleOf, useSession } from '@/lib/session';
import { profileMenuEntries } from './profileMenuEntries';
import ProfileMenuItem from './ProfileMenuItem';
import { texts } from './texts';
import { useShellData } from './useShellData';

const initials = (nombre: string, apellido: string) =>
  `${nombre.charAt(0)}${apellido.charAt(0)}`.toUpperCase();

/** Avatar button opening the account dropdown (spec §2 header and profile menu). */
export default function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { user } = useSession();
  const { parameters, company, profile } = useShellData();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  const entries = profileMenuEntries({
    role: roleOf(user),
    parameters,
    webmailUrl: company?.webmailUrl ?? null,
  });

  return (
    <>
      <Tooltip title={texts.header.account}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={texts.header.account}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          sx={{ p: 0.5 }}
        >
          <Avatar
            src={profile?.photo ?? undefined}
            alt=""
            sx={{
              width: 32,
              height: 32,
              fontSize: '0.875rem',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {user ? initials(user.nombre, user.apellidoPaterno) : null}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {entries.flatMap((entry) => {
          const item = (
            <ProfileMenuItem key={entry.key} entry={entry} onClose={close} onLogout={onLogout} />
          );
          return entry.kind === 'logout' ? [<Divider key="divider" />, item] : [item];
        })}
      </Menu>
    </>
  );
}
