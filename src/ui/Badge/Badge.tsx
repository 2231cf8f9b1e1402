import MuiBadge from '@mui/material/Badge';
import type { ReactNode } from 'react';

/** spec §9: counts above 9 show as '9+'. */
export const BADGE_MAX = 9;

export interface BadgeProps {
  /** The count; 0 or missing hides the badge (unless `showZero`). */
  content?: number;
  /** Largest count shown as is; above it the badge reads `{max}+`. @default 9 */
  max?: number;
  /** Palette colour of the badge. @default 'error' */
  color?: 'error' | 'primary' | 'secondary' | 'success' | 'warning' | 'info';
  /** `dot` shows a small dot instead of the number. @default 'standard' */
  variant?: 'standard' | 'dot';
  /** Shows the badge even when the count is 0. @default false */
  showZero?: boolean;
  /**
   * What the badge means, e.g. '3 mensajes sin leer'. With it the badge and its element are
   * announced as one image with this name; leave it out inside a button that names itself.
   */
  'aria-label'?: string;
  /** The element the badge sits on, usually an icon. */
  children: ReactNode;
}

/** A small count on the corner of an icon (notifications, messages). */
export default function Badge({
  content,
  max = BADGE_MAX,
  color = 'error',
  variant = 'standard',
  showZero = false,
  'aria-label': ariaLabel,
  children,
}: BadgeProps) {
  const hidden = content === 0 ? !showZero : content === undefined && variant === 'standard';
  const label = content !== undefined && content > max ? `${max}+` : content;
  return (
    <MuiBadge
      badgeContent={hidden ? undefined : label}
      invisible={hidden}
      color={color}
      variant={variant}
      showZero={showZero}
      {...(ariaLabel && { role: 'img', 'aria-label': ariaLabel })}
    >
      {children}
    </MuiBadge>
  );
}
