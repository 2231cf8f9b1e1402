import type { operations } from '../../../generated/main/paths.ts';
import { disposableTourPart } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const tourPasoSecurityCases = {
  // A step of a tour no task names.
  eliminarTourPaso: (api) =>
    disposableTourPart(api, 'tourPaso', {
      step: 1,
      idComponent: 'tour-prueba',
      code: 'PRUEBA',
      route: '/',
      title: 'Paso de prueba',
      content: 'Contenido.',
    }),
} satisfies SecurityCases<operations>;
