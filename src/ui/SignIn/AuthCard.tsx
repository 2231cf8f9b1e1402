import Stack from '@mui/material/Stack';
import { alpha, getOverlayAlpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/config';

interface AuthCardProps {
  title: string;
  intro: string;
  children: ReactNode;
}

const ELEVATION = 2;

// What <Paper elevation={2}> draws, dark mode's lighter raised surface included. Paper itself,
// with its slots and variants, would cost the sign-in pages' budget (170 KB) half a kilobyte.
const card = (theme: Theme) => {
  const overlay = alpha('#fff', getOverlayAlpha(ELEVATION));
  return {
    p: { xs: 3, sm: 4 },
    color: 'text.primary',
    bgcolor: 'background.paper',
    borderRadius: 1,
    boxShadow: ELEVATION,
    ...(theme.palette.mode === 'dark' && {
      backgroundImage: `linear-gradient(${overlay}, ${overlay})`,
    }),
  };
};

/** The card every sign-in page sits in: product name, page heading, a short intro. */
export default function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <Stack spacing={2.5} sx={card}>
      <Stack spacing={0.5}>
        <Typography variant="overline" component="p" color="primary">
          {getRuntimeConfig().productName}
        </Typography>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
      </Stack>
      {children}
    </Stack>
  );
}
