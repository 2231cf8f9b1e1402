import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { getRuntimeConfig } from '@/lib/config';
import { useAfterFirstScreen } from '@/lib/firstScreen';
import { isParameterOn } from '@/lib/parameters';
import { roleOf, useSession } from '@/lib/session';
import AccountMenu from './AccountMenu';
import type { AccountDialog } from './profileMenuEntries';
import ChatButton from './ChatButton';
import ColorModeButton from './ColorModeButton';
import HelpMenuButton from './HelpMenuButton';
import { HEADER_HEIGHT } from '@/lib/layout/shellMetrics';
import MailButton from './MailButton';
import NotificationBell from './NotificationBell';
import { SHELL_PARAMETERS } from './shellParameters';
import { useIsDesktop } from './useIsDesktop';
import { useShellData } from './useShellData';

/**
 * The bell (its count, badge and tooltips) renders after the page's first screen (issue 36), in
 * a slot of its size: the buttons beside it never move. An icon button's box: 24 px and 8 px.
 */
const bellSlot = <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />;

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
  const afterFirstScreen = useAfterFirstScreen();

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
          {isParameterOn(parameters, SHELL_PARAMETERS.notifications) &&
            (afterFirstScreen ? <NotificationBell /> : bellSlot)}
          {company?.webmailUrl && <MailButton webmailUrl={company.webmailUrl} />}
          {(role === 'student' || role === 'teacher') && <ChatButton />}
          <AccountMenu onLogout={onLogout} onOpenDialog={onOpenDialog} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
