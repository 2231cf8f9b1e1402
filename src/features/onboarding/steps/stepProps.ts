import type { OnboardingBase, OnboardingPaso } from '@generated/main/model';

/** What every step's form gets from the wizard or the skipped list. */
export interface StepProps {
  paso: OnboardingPaso;
  base: OnboardingBase;
  /**
   * The step was saved: with the process as the save answered it, or without when another
   * operation did it (the photo, the directives), and the process must be read again.
   */
  onDone: (next?: OnboardingBase) => void;
  /** The buttons beside the save; none on the skipped list. */
  navigation?: StepNavigation;
}

export interface StepNavigation {
  /** Opens the step before; absent on the first one. */
  onBack?: () => void;
  /** Leaves this optional step for later; absent when it may not be skipped. */
  onSkip?: () => void;
  skipping?: boolean;
}
