import TrainingList from './TrainingList';
import { texts } from './texts';

/** /docentes/capacitaciones/finalizadas: the trainings the teacher passed, the latest first. */
export default function FinishedPage() {
  return <TrainingList estado="FINALIZADA" copy={texts.lists.finished} />;
}
