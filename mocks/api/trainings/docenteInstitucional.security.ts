import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import { teacherSection } from '../../test/security/teacherSection.ts';

export const docenteInstitucionalSecurityCases = {
  // A teacher alerts on a student seated in one of their own sections.
  registrarAlertaDocente: async (api, who) => {
    const { idSeccion } = await teacherSection(api, who);
    const section = await api.call(who.usuario, {
      url: `/api/main/cursos/docente/seccion/${idSeccion}`,
    });
    const students = section.json().results.alumnos as { idMatricula: number }[];
    return {
      idSeccion,
      idMatricula: students.at(-1)!.idMatricula,
      motivo: 'OTRO',
      comentario: 'Comentario de la prueba de seguridad.',
    };
  },
} satisfies SecurityCases<operations>;
