// A Web Worker that tries counters for the public lookups' proof of work (issue 55), so that the
// page stays responsive while it searches: ALTCHA's own worker loop with the browser's PBKDF2.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
