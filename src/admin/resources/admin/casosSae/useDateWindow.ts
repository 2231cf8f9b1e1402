import { useState } from 'react';

const DAY = 86_400_000;
/** As far ahead as the server takes an interview's or a form's date (mocks' saeAdmin.ts). */
const DAYS_AHEAD = 90;

/**
 * The dates a dialog offers for an interview or a form's deadline: from tomorrow to the server's
 * limit, counted from the dialog's opening; the server checks them again on its clock.
 */
export function useDateWindow() {
  const [now] = useState(() => Date.now());
  return { minDate: now + DAY, maxDate: now + (DAYS_AHEAD - 1) * DAY };
}
