import type { operations } from '../../../generated/main/paths.ts';
import { disposableRecord, nextDisposable } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

const disposablePhrase = (n: number) => ({
  frase: `frase de prueba ${n}`,
  equivalente: 'constancia de estudios',
});

export const sinonimosAsistenteSecurityCases = {
  // A phrase is taken once: each caller adds one of its own, edits and deletes one of its own.
  crearSinonimoAsistente: async () => ({ frase: `frase nueva ${nextDisposable()}` }),
  actualizarSinonimoAsistente: async (api) => ({
    ...(await disposableRecord(api, 'sinonimosAsistente', disposablePhrase)),
    frase: `frase cambiada ${nextDisposable()}`,
  }),
  eliminarSinonimoAsistente: (api) => disposableRecord(api, 'sinonimosAsistente', disposablePhrase),
} satisfies SecurityCases<operations>;
