import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DemoSectionProps {
  /** Names the variant, e.g. 'Deshabilitado'. */
  title: string;
  /** One line on when to use it. */
  description?: string;
  children: ReactNode;
}

/** One live variant on a /documentacion page. */
export default function DemoSection({ title, description, children }: DemoSectionProps) {
  return (
    <Stack component="section" spacing={1.5} sx={{ py: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {children}
      </Stack>
    </Stack>
  );
}
