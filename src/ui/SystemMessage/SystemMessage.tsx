import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { RouterLink } from '@/ui/RouterLink';
import { systemMessageTexts } from '@/ui/texts';

export interface SystemMessageProps {
  title: string;
  /** A short line under the title. */
  detail: ReactNode;
  /** Smaller note between the title and the detail. */
  overline?: string;
  /** Home's address: shows 'Volver al inicio' after the other actions. */
  homeHref?: string;
  /** Actions before the way home. */
  children?: ReactNode;
}

/** The centred title, text and actions every system page shares (not found, crash, coming). */
export default function SystemMessage({
  title,
  overline,
  detail,
  homeHref,
  children,
}: SystemMessageProps) {
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2, maxWidth: 560, mx: 'auto' }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {overline && (
        <Typography variant="h6" component="p" color="text.secondary">
          {overline}
        </Typography>
      )}
      <Typography color="text.secondary">{detail}</Typography>
      <Stack direction="row" spacing={2}>
        {children}
        {homeHref && (
          <Button component={RouterLink} href={homeHref}>
            {systemMessageTexts.backHome}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
