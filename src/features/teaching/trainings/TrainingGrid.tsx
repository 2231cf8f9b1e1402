import Box from '@mui/material/Box';
import type { CapacitacionResumen } from '@generated/main/model';
import TrainingCard from './TrainingCard';

/** Trainings as cards: one column on a phone, up to three on a wide screen. */
export default function TrainingGrid({
  trainings,
  label,
  headingLevel,
}: {
  trainings: readonly CapacitacionResumen[];
  label: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {trainings.map((training) => (
        <li key={training.idCapacitacion}>
          <TrainingCard training={training} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
