import Avatar from '@mui/material/Avatar';
import { photoUrl } from '@/lib/http';
import { roleOf, useSession } from '@/lib/session';
import { Dropdown, type DropdownItem } from '@/ui/Dropdown';
import {
  profileMenuEntries,
  type AccountDialog,
  type ProfileMenuEntry,
} from './profileMenuEntries';
import { profileMenuIcons } from './profileMenuIcons';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from './texts';
import { useShellData } from './useShellData';

const initials = (nombre: string, apellido: string) =>
  `${nombre.charAt(0)}${apellido.charAt(0)}`.toUpperCase();

interface MenuActions {
  onLogout: () => void;
  onOpenDialog: (dialog: AccountDialog) => void;
}

/** One profile entry as the dropdown item of its kind: link, new-tab link, dialog or logout. */
function toItem(entry: ProfileMenuEntry, { onLogout, onOpenDialog }: MenuActions): DropdownItem {
  const Icon = profileMenuIcons[entry.key];
  const item = { id: entry.key, text: entry.label, icon: <Icon fontSize="small" /> };
  switch (entry.kind) {
    case 'link':
      return { ...item, href: entry.to };
    case 'external':
      return { ...item, href: entry.href, external: true };
    case 'dialog':
      return { ...item, onClick: () => onOpenDialog(entry.key) };
    case 'logout':
      return { ...item, onClick: onLogout, dividerBefore: true };
  }
}

/** Avatar button opening the account dropdown (spec §2 header and profile menu). */
export default function AccountMenu(actions: MenuActions) {
  const { user } = useSession();
  const { parameters, company, profile } = useShellData();
  const entries = profileMenuEntries({
    role: roleOf(user),
    parameters,
    webmailUrl: company?.webmailUrl ?? null,
  });

  return (
    <Dropdown
      label={texts.header.account}
      align="right"
      linkComponent={RouterLink}
      triggerSx={{ p: 0.5 }}
      items={entries.map((entry) => toItem(entry, actions))}
      icon={
        <Avatar
          src={photoUrl(profile?.photo)}
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
    />
  );
}
