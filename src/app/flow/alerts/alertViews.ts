import type { ComponentType } from 'react';
import type { AlertViewProps } from './alertViewProps';
import ElectivesAlert from './ElectivesAlert';
import RegulationsAlert from './RegulationsAlert';

/** The flow's alerts the app shows on home (spec §4 home alert queue), by module. */
export const ALERT_VIEWS: Readonly<Record<string, ComponentType<AlertViewProps>>> = {
  reglamentosActualizados: RegulationsAlert,
  AlertaElectivos: ElectivesAlert,
};
