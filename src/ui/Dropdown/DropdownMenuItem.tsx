import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { visuallyHidden } from '@mui/utils';
import type { ElementType, ReactNode } from 'react';
import { dropdownTexts } from '../texts';

export interface DropdownItem {
  /** Unique among the items (React key). */
  id: string;
  /** What the item does, e.g. 'Editar'. */
  text: string;
  /** A line under the text. */
  description?: string;
  /** Small icon before the text. */
  icon?: ReactNode;
  /** Shown greyed out; it cannot be chosen. @default false */
  disabled?: boolean;
  /** Runs after the menu closes. */
  onClick?: () => void;
  /** Makes the item a link. */
  href?: string;
  /** Opens `href` in a new tab (other sites), saying so to screen readers. @default false */
  external?: boolean;
  /** Draws a divider above the item. @default false */
  dividerBefore?: boolean;
}

interface DropdownMenuItemProps {
  item: DropdownItem;
  /** Renders internal links (`href` without `external`). */
  linkComponent: ElementType;
  onChoose: (item: DropdownItem) => void;
}

/** One choice of a Dropdown: an action, an internal link or an external link. */
export default function DropdownMenuItem({ item, linkComponent, onChoose }: DropdownMenuItemProps) {
  const link = item.href
    ? {
        component: item.external ? 'a' : linkComponent,
        href: item.href,
        ...(item.external && { target: '_blank', rel: 'noopener noreferrer' }),
      }
    : {};
  return (
    <MenuItem
      {...link}
      disabled={item.disabled}
      onClick={() => onChoose(item)}
      sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
    >
      {item.icon && <ListItemIcon sx={{ mt: 0.25 }}>{item.icon}</ListItemIcon>}
      <ListItemText primary={item.text} secondary={item.description} sx={{ my: 0 }} />
      {item.external && <span style={visuallyHidden}>{dropdownTexts.newTab}</span>}
    </MenuItem>
  );
}
