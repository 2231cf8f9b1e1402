import {
  getListarMisReferidosQueryOptions,
  getObtenerProgramaReferidosQueryOptions,
} from '@generated/main/endpoints/referidos-alumno/referidos-alumno';

// The pages' reads as their generated hooks make them, for the routes' loaders: a failure shows
// in the page, with a retry.
const silent = { query: { meta: { silentError: true } } };

/** The caller's referrals (MyReferralsPage). */
export const ownReferralsQuery = () => getListarMisReferidosQueryOptions(silent);

/** The programme's rules, benefits and careers (both pages). */
export const programmeQuery = () => getObtenerProgramaReferidosQueryOptions(silent);
