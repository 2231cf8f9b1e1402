import type { TestApi } from '../testApi.ts';
import type { DemoRole } from './securityCase.ts';

/** One of the teacher's own sections this period (a teacher reaches only the sections they teach). */
export const teacherSection = async (api: TestApi, who: DemoRole) => {
  const response = await api.call(who.usuario, { url: '/api/main/cursos/docente/listar' });
  return { idSeccion: response.json().results.secciones[0].idSeccion as number };
};
