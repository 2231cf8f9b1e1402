import type { operations } from '../../../generated/main/paths.ts';
import { disposableRecord } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

const disposableTutorial = (n: number) => ({
  titulo: `Tutorial de prueba ${n}`,
  tipo: 'VIDEO',
  audiencia: 'TODOS',
  url: 'https://www.youtube.com/watch?v=prueba',
});

export const tutorialSecurityCases = {
  // Each caller edits and deletes a tutorial of its own: the example body carries version 1.
  actualizarTutorial: (api) => disposableRecord(api, 'tutoriales-guias', disposableTutorial),
  eliminarTutorial: (api) => disposableRecord(api, 'tutoriales-guias', disposableTutorial),
} satisfies SecurityCases<operations>;
