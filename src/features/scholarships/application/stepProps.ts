import type { FichaBecaSocioeconomica } from '@generated/main/model';

/** What the page gives each step: the form as saved and where to go next. */
export interface StepProps {
  ficha: FichaBecaSocioeconomica;
  /** The step's name, its form's accessible name. */
  label: string;
  /** The step was saved: the page moves on. */
  onSaved: () => void;
  /** Absent on the first step. */
  onBack?: () => void;
}
