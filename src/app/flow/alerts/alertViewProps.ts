import type { FlowStep } from '../flowRules';

/** What the flow gives each alert's view (alertViews.ts). */
export interface AlertViewProps {
  step: FlowStep & { kind: 'alert' };
  /** Closes a closeable alert for the rest of the session (spec §4: dismissed or closed). */
  onClose: () => void;
}
