import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import { solvedFrom } from '../../test/solveProofOfWork.ts';

/** The public lookup works with a solved challenge of its own (issue 55); the example's is forged. */
export const consultaDeudaSecurityCases = {
  consultarDeuda: async (api) => ({
    desafio: await solvedFrom(api.app, '/api/main/consultadeuda/desafio'),
  }),
} satisfies SecurityCases<operations>;
