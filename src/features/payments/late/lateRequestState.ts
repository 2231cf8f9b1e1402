/** What the late-payment forms hand the confirmation page. */
export interface LateRequestState {
  numero: string;
  /** The committed day of a reschedule; null for a problem report. */
  fecha: string | null;
}
