import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { getRuntimeConfig } from '@/lib/config';
import { isParameterOn } from '@/lib/parameters';
import { roleOf, useSession } from '@/lib/session';
import AccountMenu from './AccountMenu';
import type { AccountDialog } from './profileMenuEntries';
import ChatButton from './ChatButton';
import ColorModeButton from './ColorModeButton';
import HelpMenuButton from './HelpMenuButton';
import { HEADER_HEIGHT } from './layout';
import MailButton from './MailButton';
import NotificationBell from './NotificationBell';
import { SHELL_PARAMETERS } from './shellParameters';
import { useIsDesktop } from './useIsDesktop';
import { useShellData } from './useShellData';

interface HeaderProps {
  /** Title of the current route, shown from md up; pages still own their h1. */
  title?: string;
  onLogout: () => void;
  /** Opens one of the account's dialogs (profile, CV, settings). */
  onOpenDialog: (dialog: AccountDialog) => void;
}

/** Top bar: page title, help, notifications, mail, chat, colour mode and the account dropdown. */
export default function Header({ title, onLogout, onOpenDialog }: HeaderProps) {
  const { user } = useSession();
  const { parameters, company } = useShellData();
  const isDesktop = useIsDesktop();
  const role = roleOf(user);
  const heading = isDesktop ? title : getRuntimeConfig().productName;

  return (
    <AppBar position="sticky">
      <Toolbar sx={{ minHeight: { xs: HEADER_HEIGHT.xs, md: HEADER_HEIGHT.md }, gap: 1 }}>
        <Typography
          component="p"
          variant="subtitle1"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
        >
          {heading}
        </Typography>
        <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ alignItems: 'center' }}>
          <ColorModeButton />
          <HelpMenuButton />
          {isParameterOn(parameters, SHELL_PARAMETERS.notifications) && <NotificationBell />}
          {company?.webmailUrl && <MailButton webmailUrl={company.webmailUrl} />}
          {(role === 'student' || role === 'teacher') && <ChatButton />}
          <AccountMenu onLogout={onLogout} onOpenDialog={onOpenDialog} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
