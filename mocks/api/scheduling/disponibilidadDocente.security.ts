import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

type Slot = { dia: number; hora: string };

export const disponibilidadDocenteSecurityCases = {
  // A week other than the one saved, so that an allowed caller's save changes something.
  guardarDisponibilidadDocente: async (api, who) => {
    const current = (
      await api.call(who.usuario, { url: '/api/main/docente/disponibilidad' })
    ).json().results?.franjas as Slot[] | undefined;
    const saturday = (current ?? []).some((slot) => slot.dia === 6 && slot.hora === '21:00');
    return { franjas: saturday ? [] : [{ dia: 6, hora: '21:00' }] };
  },
} satisfies SecurityCases<operations>;
