// @vitest-environment node
// A teacher's development line, trainings, 360° evaluation, the institute's pages and alerts on
// students (issue 16) through `prism proxy --errors`. Refusals (other roles, another teacher's
// certificate or class) are tested on the demo API itself (docenteCapacitaciones.test.ts,
// docenteDesarrollo.test.ts, docenteInstitucional.test.ts).
import { describe, it } from 'vitest';
import type {
  CapacitacionResumen,
  DocumentoInstitucional,
  EstudianteSeccion,
  RutaDesarrolloResumen,
  SeccionDocenteResumen,
} from '../../../generated/main/model/index.ts';
import { callOk, downloadOk, loginAs } from '../../test/contractClient.ts';

describe('main API teacher development and trainings', () => {
  it('the teacher reads their development line, accompaniment, route and 360° evaluation', async () => {
    const { token } = await loginAs('docente');
    await callOk('main', '/docente/linea-desarrollo/informacion', { token });
    await callOk('main', '/docente/linea-desarrollo/acompanamiento', { token });
    await callOk('main', '/docente/linea-desarrollo/ruta-formativa', { token });
    const { periodos } = (await callOk('main', '/docente/evaluacion-360', { token })).body
      .results as { periodos: string[] };
    await callOk('main', `/docente/evaluacion-360?periodo=${periodos[1]}`, { token });
    // A teacher just hired has no evaluation yet.
    const newcomer = await loginAs('docente.nuevo');
    await callOk('main', '/docente/evaluacion-360', { token: newcomer.token });
  });

  it('the teacher reads the paths, a page of trainings, one in progress and a finished one with its certificate', async () => {
    const { token } = await loginAs('docente');
    const paths = (await callOk('main', '/docente/capacitaciones/rutas', { token })).body
      .results as RutaDesarrolloResumen[];
    await callOk('main', `/docente/capacitaciones/rutas/${paths[0]!.idRuta}`, { token });
    const page = async (query: string) =>
      (await callOk('main', `/docente/capacitaciones/listar?${query}`, { token })).body.results as {
        capacitaciones: CapacitacionResumen[];
      };
    const [open] = (await page('estado=EN_CURSO&pagina=1&tamanoPagina=5')).capacitaciones;
    await callOk('main', `/docente/capacitaciones/${open!.idCapacitacion}`, { token });
    const [finished] = (await page('estado=FINALIZADA&tipo=RUTA')).capacitaciones;
    await callOk('main', `/docente/capacitaciones/${finished!.idCapacitacion}`, { token });
    await downloadOk(
      'main',
      `/docente/capacitaciones/${finished!.idCapacitacion}/certificado`,
      token,
    );
    await page('tipo=SST');
  });

  it('the teacher reads the institute’s pages, downloads a directive and alerts on a student', async () => {
    const { token } = await loginAs('docente');
    for (const slug of ['conocenos', 'guia-docente', 'induccion']) {
      await callOk('main', `/docente/institucional/pagina/${slug}`, { token });
    }
    // Marking the induction done answers the same whether or not it was open (docente's is done).
    await callOk('main', '/docente/institucional/induccion/completar', { method: 'POST', token });
    const { documentos } = (
      await callOk('main', '/docente/institucional/pagina/directivas', { token })
    ).body.results as { documentos: DocumentoInstitucional[] };
    await downloadOk(
      'main',
      `/docente/institucional/documento/${documentos[0]!.idDocumento}`,
      token,
    );
    const { secciones } = (await callOk('main', '/cursos/docente/listar', { token })).body
      .results as { secciones: SeccionDocenteResumen[] };
    const section = secciones.at(-1)!;
    const { alumnos } = (
      await callOk('main', `/cursos/docente/seccion/${section.idSeccion}`, { token })
    ).body.results as { alumnos: EstudianteSeccion[] };
    await callOk('main', '/docente/alertas', {
      method: 'POST',
      token,
      body: {
        idSeccion: section.idSeccion,
        idMatricula: alumnos.at(-2)!.idMatricula,
        motivo: 'SITUACION_ECONOMICA',
        comentario: 'Comentó que trabaja en las noches y llega tarde.',
      },
    });
    await callOk('main', '/docente/alertas?pagina=1&tamanoPagina=5', { token });
  });
});
