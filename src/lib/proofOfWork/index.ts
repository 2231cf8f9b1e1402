// The public lookups' proof of work (issue 55): see useProofOfWork.
export { challengeRefusal, useProofOfWork } from './useProofOfWork';
export { ProofOfWorkError, solveProofOfWork } from './solveProofOfWork';
