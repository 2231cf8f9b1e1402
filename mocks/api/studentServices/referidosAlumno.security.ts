import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

const MAIN = '/api/main';

export const referidosAlumnoSecurityCases = {
  // A friend nobody referred yet, for a career of the student's own brand.
  registrarMiReferido: async (api, who) => {
    const programme = await api.call(who.usuario, { url: `${MAIN}/referidos/alumno/programa` });
    const [career] = programme.json().results.programas as Array<{ idPrograma: number }>;
    const phone = `98${String(who.idu).padStart(7, '0')}`;
    return {
      idPrograma: career!.idPrograma,
      telefono: phone,
      correo: `seguridad.${phone}@correo.example`,
    };
  },
} satisfies SecurityCases<operations>;
