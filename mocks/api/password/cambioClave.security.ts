import type { operations } from '../../../generated/main/paths.ts';
import { DEMO_PASSWORD } from '../../seed/demoAccounts.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

const STEPPING_STONE = 'ClaveDePaso2026';

export const cambioClaveSecurityCases = {
  // The demo account's password is moved away first, so that the case's own change brings it back
  // to the demo password and the later cases still sign in with it.
  cambiarClaveUsuario: async (api, who) => {
    const away = await api.call(who.usuario, {
      method: 'PUT',
      url: '/api/main/usuario/cambiocontraseña',
      payload: {
        claveActual: DEMO_PASSWORD,
        claveNueva: STEPPING_STONE,
        confirmacion: STEPPING_STONE,
      },
    });
    if (away.statusCode !== 200) throw new Error(`No password change: ${away.body}`);
    return { claveActual: STEPPING_STONE, claveNueva: DEMO_PASSWORD, confirmacion: DEMO_PASSWORD };
  },
} satisfies SecurityCases<operations>;
