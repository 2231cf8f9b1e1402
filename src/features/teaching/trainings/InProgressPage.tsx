import TrainingList from './TrainingList';
import { texts } from './texts';

/** /docentes/capacitaciones/en-curso: the trainings the teacher is taking, the nearest end first. */
export default function InProgressPage() {
  return <TrainingList estado="EN_CURSO" copy={texts.lists.inProgress} />;
}
