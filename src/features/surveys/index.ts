import { lazy } from 'react';

// What the flow shows on home: the open institute survey's alert (spec §4 encuestaExterna).
export const SurveyAlert = lazy(() => import('./alert/SurveyAlert'));
