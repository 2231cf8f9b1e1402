import Close from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import type { ReactElement } from 'react';
import { tagTexts } from '../texts';

/** Colours whose text stays AA-readable in both modes (palettes.test.ts checks the pairs). */
export type TagColor = 'success' | 'warning' | 'error' | 'info' | 'neutral' | 'primary';

export interface TagProps {
  /** The tag's text. */
  label: string;
  /** Status or category colour; `neutral` for plain categories. @default 'neutral' */
  color?: TagColor;
  /** Icon before the text, e.g. `<CheckCircle />`. */
  icon?: ReactElement;
  /** Shows a remove button named 'Quitar {label}' that calls this. */
  onDelete?: () => void;
  /** `small` for dense lists and tables. @default 'medium' */
  size?: 'small' | 'medium';
}

/** A status or category label. */
export default function Tag({
  label,
  color = 'neutral',
  icon,
  onDelete,
  size = 'medium',
}: TagProps) {
  return (
    <Chip
      color={color === 'neutral' ? 'default' : color}
      size={size}
      icon={icon}
      // MUI's own delete icon is not a button and has no name: a real button sits in the label.
      label={
        onDelete ? (
          <>
            {label}
            <IconButton
              aria-label={tagTexts.remove(label)}
              onClick={onDelete}
              size="small"
              sx={{ color: 'inherit', p: 0.25, ml: 0.5, mr: -0.75, fontSize: '1rem' }}
            >
              <Close fontSize="inherit" />
            </IconButton>
          </>
        ) : (
          label
        )
      }
    />
  );
}
