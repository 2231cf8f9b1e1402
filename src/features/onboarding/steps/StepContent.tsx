import type { ComponentType } from 'react';
import type { OnboardingPaso } from '@generated/main/model';
import ContactStep from './ContactStep';
import DirectivesStep from './DirectivesStep';
import EmergencyStep from './EmergencyStep';
import HealthStep from './HealthStep';
import PersonalDataStep from './PersonalDataStep';
import PhoneStep from './PhoneStep';
import PhotoStep from './PhotoStep';
import SchoolStep from './SchoolStep';
import SocioeconomicStep from './SocioeconomicStep';
import type { StepProps } from './stepProps';

/** Each section's step, by the `seccion` the server gives the step. */
const STEP_OF: Record<OnboardingPaso['seccion'], ComponentType<StepProps>> = {
  datosPersonales: PersonalDataStep,
  contacto: ContactStep,
  emergencia: EmergencyStep,
  estudios: SchoolStep,
  salud: HealthStep,
  socioeconomico: SocioeconomicStep,
  directivas: DirectivesStep,
  foto: PhotoStep,
  telefono: PhoneStep,
};

/** The open step's form or action. */
export default function StepContent(props: StepProps) {
  const Step = STEP_OF[props.paso.seccion];
  return <Step {...props} />;
}
