import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { visuallyHidden } from '@mui/utils';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import type { ProfileMenuEntry } from './profileMenuEntries';
import { profileMenuIcons } from './profileMenuIcons';
import { texts } from './texts';

interface ProfileMenuItemProps {
  entry: ProfileMenuEntry;
  /** Closes the dropdown after any choice. */
  onClose: () => void;
  onLogout: () => void;
}

/** One entry of the account dropdown, rendered as the kind of action it is. */
export default function ProfileMenuItem({ entry, onClose, onLogout }: ProfileMenuItemProps) {
  const Icon = profileMenuIcons[entry.key];
  const content = (
    <>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={entry.label} />
    </>
  );

  switch (entry.kind) {
    case 'link':
      return (
        <MenuItem component={Link} to={entry.to} onClick={onClose}>
          {content}
        </MenuItem>
      );
    case 'external':
      return (
        <MenuItem
          component="a"
          href={entry.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          {content}
          <span style={visuallyHidden}>{texts.newTab}</span>
        </MenuItem>
      );
    case 'comingSoon':
      return (
        <MenuItem
          onClick={() => {
            onClose();
            toast.show({ type: 'info', detail: texts.profileMenu.comingSoon(entry.label) });
          }}
        >
          {content}
        </MenuItem>
      );
    case 'logout':
      return (
        <MenuItem
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          {content}
        </MenuItem>
      );
  }
}
