import TrainingList from './TrainingList';
import { texts } from './texts';

/** /docentes/capacitaciones/otras-capacitaciones: the optional trainings, with the teacher's standing. */
export default function OtherTrainingsPage() {
  return <TrainingList tipo="OTRA" copy={texts.lists.others} />;
}
