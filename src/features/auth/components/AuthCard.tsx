import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/config';

interface AuthCardProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The card every sign-in page sits in: product name, page heading, a short intro. */
export default function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <Paper elevation={2} sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={2.5}>
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
    </Paper>
  );
}
