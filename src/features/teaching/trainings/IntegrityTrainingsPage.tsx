import TrainingList from './TrainingList';
import { texts } from './texts';

/** /docentes/institucional/capacitacionintegridad: the mandatory integrity trainings. */
export default function IntegrityTrainingsPage() {
  return <TrainingList tipo="INTEGRIDAD" copy={texts.lists.integrity} />;
}
