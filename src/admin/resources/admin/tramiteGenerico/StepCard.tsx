import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { texts } from './texts';

interface StepCardProps {
  title: string;
  /** Whether the step is complete; no chip for a step publishing does not need. */
  done?: boolean;
  help?: string;
  children: ReactNode;
}

/** One step of the builder: its title, whether it is complete, and its form or summary. */
export default function StepCard({ title, done, help, children }: StepCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {done !== undefined && (
            <Chip
              size="small"
              color={done ? 'success' : 'default'}
              label={done ? texts.done : texts.todo}
            />
          )}
        </Stack>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {help}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
