// @vitest-environment node
// A teacher's classes and programming (issue 16) through `prism proxy --errors`. Refusals (another teacher's
// section, other roles) are tested on the demo API itself (docenteCursos.test.ts).
import { describe, it } from 'vitest';
import type { SeccionDocenteResumen } from '../../../generated/main/model/index.ts';
import { callOk, loginAs } from '../../test/contractClient.ts';

describe('main API teacher classes and programming', () => {
  it('the teacher lists their sections, reads one and pages its sessions', async () => {
    const { token } = await loginAs('docente');
    const { secciones } = (await callOk('main', '/cursos/docente/listar', { token })).body
      .results as { secciones: SeccionDocenteResumen[] };
    const [section] = secciones;
    await callOk('main', `/cursos/docente/seccion/${section!.idSeccion}`, { token });
    await callOk(
      'main',
      `/cursos/docente/seccion/${section!.idSeccion}/sesiones?pagina=2&tamanoPagina=5`,
      {
        token,
      },
    );
  });

  it('the teacher reads the history of a course they taught before', async () => {
    const { token } = await loginAs('docente');
    const { secciones } = (await callOk('main', '/cursos/docente/listar', { token })).body
      .results as { secciones: SeccionDocenteResumen[] };
    const histories = await Promise.all(
      secciones.map(
        async (section) =>
          (
            await callOk('main', `/cursos/docente/seccion/${section.idSeccion}/historial`, {
              token,
            })
          ).body.results as { idSeccion: number }[],
      ),
    );
    const past = histories.flat()[0];
    if (!past) throw new Error('The demo teacher taught no course before');
    await callOk('main', `/cursos/docente/historial/${past.idSeccion}`, { token });
  });

  it("the teacher reads their programming; a new teacher's is empty", async () => {
    const { token } = await loginAs('docente');
    await callOk('main', '/docente/programacion/obtener', { token });
    const newcomer = await loginAs('docente.nuevo');
    await callOk('main', '/docente/programacion/obtener', { token: newcomer.token });
  });
});
