import type { operations } from '../../../generated/main/paths.ts';
import { disposableTour, disposableTourPart } from '../../test/security/disposableRecords.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const tourSecurityCases = {
  // Tours (and their parts) no task names.
  eliminarTour: (api) => disposableTour(api),
  eliminarTourModal: (api) =>
    disposableTourPart(api, 'tourModal', {
      code: 'ModBienvenida',
      title: 'Hola',
      content: 'Hola.',
    }),
  eliminarTourMedida: (api) =>
    disposableTourPart(api, 'tourMedida', { code: 0, type: 'fixed', position: 'bottom' }),
} satisfies SecurityCases<operations>;
