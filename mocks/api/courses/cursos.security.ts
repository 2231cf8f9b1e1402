import type { operations } from '../../../generated/main/paths.ts';
import type { DemoRole, SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

/** The caller's current courses (students only call the course operations). */
const coursesOf = async (api: TestApi, who: DemoRole) =>
  (await api.call(who.usuario, { url: `/api/main/cursos/${who.idu}/listar` })).json()
    .results as Array<{ idSeccion: number; isAutonomous: boolean; isElective: boolean }>;
const regularSection = async (api: TestApi, who: DemoRole) =>
  (await coursesOf(api, who)).find((course) => !course.isAutonomous && !course.isElective)!
    .idSeccion;
const unitSection = async (api: TestApi, who: DemoRole, autonomous: boolean) =>
  (await coursesOf(api, who)).find(
    (course) => course.isAutonomous === autonomous && (autonomous || course.isElective),
  )!.idSeccion;

export const cursosSecurityCases = {
  // A student reaches only their own sections and scores.
  obtenerCursoAlumno: async (api, who) => ({ idSeccion: await regularSection(api, who) }),
  obtenerResumenCurso: async (api, who) => ({ idSeccion: await regularSection(api, who) }),
  solicitarRevisionNota: async (api, who) => {
    for (const course of await coursesOf(api, who)) {
      const detail = await api.call(who.usuario, {
        url: `/api/main/cursos/seccion/${course.idSeccion}/detalle`,
      });
      const nota = (detail.json().results.notas as Array<{ idNota: number; state: number }>).find(
        (score) => score.state === 4,
      );
      if (nota) return { idSeccion: course.idSeccion, idNota: nota.idNota };
    }
    throw new Error(`${who.usuario} has no score to review`);
  },
  listarElectivosAlumno: async (api, who) => ({ idSection: await unitSection(api, who, true) }),
  elegirElectivoAlumno: async (api, who) => {
    const idSeccion = await unitSection(api, who, false);
    const unit = await api.call(who.usuario, {
      url: '/api/main/cursos/electivo/alumno/listar',
      query: { idSection: String(idSeccion) },
    });
    return { idSeccion, electiveId: unit.json().results.electiveCourses[0].electiveId };
  },
  responderEncuestaAutonomo: async (api, who) => {
    const idSeccion = await unitSection(api, who, true);
    const unit = await api.call(who.usuario, {
      url: '/api/main/cursos/electivo/alumno/listar',
      query: { idSection: String(idSeccion) },
    });
    await api.call(who.usuario, {
      method: 'POST',
      url: '/api/main/cursos/electivo/alumno/elegir',
      payload: { idSeccion, electiveId: unit.json().results.electiveCourses[0].electiveId },
    });
    return { idSeccion };
  },
  listarCursosAsincronicos: async () => ({ cod_marca: 'HZT' }),
} satisfies SecurityCases<operations>;
