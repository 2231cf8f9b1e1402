import Avatar from '@mui/material/Avatar';
import { lazy, Suspense, useState } from 'react';
import { roleOf, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { Dropdown, type DropdownItem } from '@/ui/Dropdown';
import { profileMenuEntries, type ProfileMenuEntry } from './profileMenuEntries';
import { profileMenuIcons } from './profileMenuIcons';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from './texts';
import { useShellData } from './useShellData';

// Its own chunk: the shell every page loads does not grow with the settings.
const NotificationSettingsDialog = lazy(
  () => import('@/features/notifications/settings/NotificationSettingsDialog'),
);

const initials = (nombre: string, apellido: string) =>
  `${nombre.charAt(0)}${apellido.charAt(0)}`.toUpperCase();

interface MenuActions {
  onLogout: () => void;
  onOpenSettings: () => void;
}

/** One profile entry as the dropdown item of its kind: link, new-tab link, notice, dialog or logout. */
function toItem(entry: ProfileMenuEntry, { onLogout, onOpenSettings }: MenuActions): DropdownItem {
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
    case 'dialog':
      return { ...item, onClick: onOpenSettings };
    case 'logout':
      return { ...item, onClick: onLogout, dividerBefore: true };
  }
}

/** Avatar button opening the account dropdown (spec §2 header and profile menu). */
export default function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { user } = useSession();
  const { parameters, company, profile } = useShellData();
  // The dialog mounts, and its code downloads, when first opened; then it stays, to animate out.
  const [settings, setSettings] = useState<'unused' | 'open' | 'closed'>('unused');
  const entries = profileMenuEntries({
    role: roleOf(user),
    parameters,
    webmailUrl: company?.webmailUrl ?? null,
  });
  const actions = { onLogout, onOpenSettings: () => setSettings('open') };

  return (
    <>
      <Dropdown
        label={texts.header.account}
        align="right"
        linkComponent={RouterLink}
        triggerSx={{ p: 0.5 }}
        items={entries.map((entry) => toItem(entry, actions))}
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
      {settings !== 'unused' && (
        <Suspense fallback={null}>
          <NotificationSettingsDialog
            open={settings === 'open'}
            onClose={() => setSettings('closed')}
          />
        </Suspense>
      )}
    </>
  );
}
