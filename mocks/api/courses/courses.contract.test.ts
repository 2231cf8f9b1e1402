// @vitest-environment node
// Every course, library and guide operation (issue 13) through `prism proxy --errors`: requests and answers must
// match the contract. Refusals are tested on the demo API itself (cursos.test.ts).
import { describe, expect, it } from 'vitest';
import { callOk, loginAs, serviceUrl } from '../../test/contractClient.ts';

interface Course {
  idSeccion: number;
  idProducto: number;
  isAutonomous: boolean;
  isElective: boolean;
}
interface Unit {
  idSeccion: number;
  electiveCourses: Array<{ electiveId: number; imageUrl: string }>;
}

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

describe('main API courses', () => {
  it('a student reads courses and record, asks for a review, chooses units and answers the survey', async () => {
    const { token, idUsuario } = await loginAs('alumno');
    const courses = (await main(`/cursos/${idUsuario}/listar`, { token })).body.results as Course[];
    const regular = courses.find((course) => !course.isAutonomous && !course.isElective)!;
    const detail = (await main(`/cursos/seccion/${regular.idSeccion}/detalle`, { token })).body
      .results as { notas: Array<{ idNota: number; state: number | null }> };
    const reviewable = detail.notas.find((nota) => nota.state === 4)!;
    await main('/cursos/revision/solicitar', {
      method: 'POST',
      token,
      body: { idSeccion: regular.idSeccion, idNota: reviewable.idNota },
    });
    await main(`/cursos/resumen/${regular.idSeccion}/obtener`, { token });

    const next = (await main('/cursos/electivo/alumno/listar', { token })).body.results as Unit;
    const picture = await fetch(
      `${serviceUrl('main')}${next.electiveCourses[0]!.imageUrl.replace('/api/main', '')}`,
    );
    expect(picture.headers.get('sl-violations')).toBeNull();
    expect(picture.status).toBe(200);
    await main('/tarea/alerta/electivos/obtener?codeName=AlertaElectivos', { token });
    for (const unit of courses.filter((course) => course.isAutonomous || course.isElective)) {
      const listed = (
        await main(`/cursos/electivo/alumno/listar?idSection=${unit.idSeccion}`, { token })
      ).body.results as Unit;
      await main('/cursos/electivo/alumno/elegir', {
        method: 'POST',
        token,
        body: { idSeccion: unit.idSeccion, electiveId: listed.electiveCourses[0]!.electiveId },
      });
    }
    const autonomous = courses.find((course) => course.isAutonomous)!;
    await main('/cursos/autonomo/responderencuesta', {
      method: 'POST',
      token,
      body: { idSeccion: autonomous.idSeccion, respuestaInterna: 'grin', comentario: 'Muy útil.' },
    });
    // Nothing left to choose: the unit answer is null.
    expect((await main('/cursos/electivo/alumno/listar', { token })).body.results).toBeNull();

    await main('/listar-cursos-asincronicos/', {
      method: 'POST',
      token,
      body: { cod_marca: 'HZT' },
    });
    await main('/cursos/aprobado/alerta/consultar', { token });
    await main('/cursos/avance-curricular', { token });
    await main(`/cursos/historial-notas/${regular.idProducto}/listar`, { token });
    await main('/cursos/finalizados', { token });
    await main('/biblioteca/recursos/listar', { token });
    await main('/guia-estudiante/CARRERA/listar', { token });
    await main('/guia-estudiante/EXTENSION/listar', { token });
  });
});
