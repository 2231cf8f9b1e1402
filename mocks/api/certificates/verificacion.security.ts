import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';
import { solvedFrom } from '../../test/solveProofOfWork.ts';

const solved = async (api: TestApi) => ({
  desafio: await solvedFrom(api.app, '/api/main/verificacion/desafio'),
});

/** The public verifications work with a solved challenge of their own (issue 55). */
export const verificacionSecurityCases = {
  verificarCertificado: solved,
  validarDeclaracionJurada: solved,
} satisfies SecurityCases<operations>;
