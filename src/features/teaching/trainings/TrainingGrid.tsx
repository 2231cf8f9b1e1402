import type { CapacitacionResumen } from '@generated/main/model';
import { CardGrid } from '@/ui/CardGrid';
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
    <CardGrid label={label}>
      {trainings.map((training) => (
        <li key={training.idCapacitacion}>
          <TrainingCard training={training} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
