import type { ComponentType } from 'react';
import type { FlowStep } from '../flowRules';
import ElectivesAlert from './ElectivesAlert';
import RegulationsAlert from './RegulationsAlert';

export interface AlertViewProps {
  step: FlowStep & { kind: 'alert' };
  /** Closes a closeable alert for the rest of the session (spec §4: dismissed or closed). */
  onClose: () => void;
}

/** The flow's alerts the app shows on home (spec §4 home alert queue), by module. */
export const ALERT_VIEWS: Readonly<Record<string, ComponentType<AlertViewProps>>> = {
  reglamentosActualizados: RegulationsAlert,
  AlertaElectivos: ElectivesAlert,
};
