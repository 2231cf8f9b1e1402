import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import { roleOf, useSession } from '@/lib/session';
import IconMenuButton from './IconMenuButton';
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
  const entries = profileMenuEntries({
    role: roleOf(user),
    parameters,
    webmailUrl: company?.webmailUrl ?? null,
  });

  return (
    <IconMenuButton
      label={texts.header.account}
      alignRight
      buttonSx={{ p: 0.5 }}
      icon={
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
      }
    >
      {(close) =>
        entries.flatMap((entry) => {
          const item = (
            <ProfileMenuItem key={entry.key} entry={entry} onClose={close} onLogout={onLogout} />
          );
          return entry.kind === 'logout' ? [<Divider key="divider" />, item] : [item];
        })
      }
    </IconMenuButton>
  );
}
