import Avatar from '@mui/material/Avatar';
import { roleOf, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { Dropdown, type DropdownItem } from '@/ui/Dropdown';
import { profileMenuEntries, type ProfileMenuEntry } from './profileMenuEntries';
import { profileMenuIcons } from './profileMenuIcons';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from './texts';
import { useShellData } from './useShellData';

const initials = (nombre: string, apellido: string) =>
  `${nombre.charAt(0)}${apellido.charAt(0)}`.toUpperCase();

/** One profile entry as the dropdown item of its kind: link, new-tab link, notice or logout. */
function toItem(entry: ProfileMenuEntry, onLogout: () => void): DropdownItem {
  const Icon = profileMenuIcons[entry.key];
  const item = { id: entry.key, text: entry.label, icon: <Icon fontSize="small" /> };
  switch (entry.kind) {
    case 'link':
      return { ...item, href: entry.to };
    case 'external':
      return { ...item, href: entry.href, external: true };
    case 'comingSoon':
      return {
        ...item,
        onClick: () =>
          toast.show({ type: 'info', detail: texts.profileMenu.comingSoon(entry.label) }),
      };
    case 'logout':
      return { ...item, onClick: onLogout, dividerBefore: true };
  }
}

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
    <Dropdown
      label={texts.header.account}
      align="right"
      linkComponent={RouterLink}
      triggerSx={{ p: 0.5 }}
      items={entries.map((entry) => toItem(entry, onLogout))}
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
    />
  );
}
