import type { ComponentType } from 'react';
import type { FlowStep } from '../flowRules';
import RegulationsAlert from './RegulationsAlert';

export interface AlertViewProps {
  step: FlowStep & { kind: 'alert' };
}

/** The flow's alerts the app shows on home (spec §4 home alert queue), by module. */
export const ALERT_VIEWS: Readonly<Record<string, ComponentType<AlertViewProps>>> = {
  reglamentosActualizados: RegulationsAlert,
};
