import { lazy } from 'react';

// What the flow shows on home: the approved-unit alert (spec §4).
export const ApprovedUnitsAlert = lazy(() => import('./approvedUnits/ApprovedUnitsAlert'));
