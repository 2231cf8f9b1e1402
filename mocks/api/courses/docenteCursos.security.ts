import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import { teacherSection } from '../../test/security/teacherSection.ts';

export const docenteCursosSecurityCases = {
  // A teacher reaches only the sections they teach.
  obtenerSeccionDocente: teacherSection,
  listarSesionesDocente: teacherSection,
  listarHistorialSeccionDocente: teacherSection,
  obtenerHistorialSeccionDocente: async (api, who) => {
    const { secciones } = (
      await api.call(who.usuario, { url: '/api/main/cursos/docente/listar' })
    ).json().results as { secciones: { idSeccion: number }[] };
    for (const { idSeccion } of secciones) {
      const past = await api.call(who.usuario, {
        url: `/api/main/cursos/docente/seccion/${idSeccion}/historial`,
      });
      const [latest] = past.json().results as { idSeccion: number }[];
      if (latest) return { idSeccion: latest.idSeccion };
    }
    throw new Error(`${who.usuario} taught no course before`);
  },
} satisfies SecurityCases<operations>;
