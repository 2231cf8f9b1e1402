import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's h1: focus moves to it after each in-app navigation (RouteAnnouncer). */
  title: ReactNode;
  /** One line under the title saying what the page is for. */
  intro?: ReactNode;
  /** What else belongs to the heading (a link, a state tag), under the intro. */
  children?: ReactNode;
  /** The title's `data-tour`, for a guided tour's step to point at it. @default none */
  tourAnchor?: string;
  /** Space between the title, the intro and the rest (theme spacing units). @default 0.5 */
  spacing?: number;
}

/** A page's heading and intro, the same on every screen. */
export default function PageHeader({
  title,
  intro,
  children,
  tourAnchor,
  spacing = 0.5,
}: PageHeaderProps) {
  return (
    <Stack spacing={spacing}>
      <Typography component="h1" variant="h5" data-tour={tourAnchor} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro !== undefined && <Typography color="text.secondary">{intro}</Typography>}
      {children}
    </Stack>
  );
}
