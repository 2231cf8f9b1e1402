import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface DashboardSectionProps {
  heading: string;
  children: ReactNode;
}

/** One card of the dashboard: a region named by its own h2, so screen readers can jump to it. */
export default function DashboardSection({ heading, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {heading}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
