import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import { createTestClock } from '../../test/testClock.ts';
import { saeAdminSecurityCases } from './saeAdmin.security.ts';

const MAIN = '/api/main';
const DAY = 86_400_000;

let opened = 0;

export const saeGestionSecurityCases = {
  // A student the list of cases names (the example's id may be nobody).
  abrirCasoSae: async (api, who) => {
    const listed = await api.call(who.usuario, {
      url: `${MAIN}/admin/casos-sae`,
      query: { range: '[0,0]' },
    });
    return { idAlumno: (listed.json() as { idAlumno: number }[])[0]!.idAlumno };
  },
  // A case of its own to close: every allowed caller closes one, so each opens one first.
  cerrarCasoSae: async (api, who) => {
    const { idAlumno } = await saeGestionSecurityCases.abrirCasoSae(api, who);
    const created = await api.call(who.usuario, {
      method: 'POST',
      url: `${MAIN}/admin/casos-sae`,
      payload: {
        claveIdempotencia: `seguridad-cierre-${who.usuario}-${(opened += 1)}`,
        idAlumno,
        motivo: 'Caso abierto para la prueba de seguridad',
      },
    });
    return { id: created.json().results.id as number };
  },
  asignarFormularioSae: async (api, who) => ({
    ...(await saeAdminSecurityCases.agregarNotaSae!(api, who)),
    fecha: new Date(createTestClock().clock() + DAY).toISOString(),
  }),
} satisfies SecurityCases<operations>;
