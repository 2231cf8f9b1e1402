import TrainingList from './TrainingList';
import { texts } from './texts';

/** /docentes/institucional/capacitacionessst: the mandatory occupational safety and health trainings. */
export default function SafetyTrainingsPage() {
  return <TrainingList tipo="SST" copy={texts.lists.sst} />;
}
