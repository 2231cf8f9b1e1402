import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { texts } from '../texts';

interface HoursSummaryProps {
  teaching: number;
  nonTeaching: number;
}

/** The week's hours in class, outside it and in all, as three figures. */
export default function HoursSummary({ teaching, nonTeaching }: HoursSummaryProps) {
  const figures: Array<[string, number]> = [
    [texts.programming.teaching, teaching],
    [texts.programming.nonTeaching, nonTeaching],
    [texts.programming.total, Math.round((teaching + nonTeaching) * 100) / 100],
  ];
  return (
    <Box
      component="dl"
      aria-label={texts.programming.summary}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {figures.map(([label, hours]) => (
        <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
            {texts.programming.hours(hours)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
