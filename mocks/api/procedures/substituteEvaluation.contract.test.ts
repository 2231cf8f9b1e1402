// @vitest-environment node
// The substitute evaluation operations (issue 15) through `prism proxy --errors`. Refusals are
// tested on the demo API itself (evaluacionSustitutoria.test.ts).
import { describe, it } from 'vitest';
import type { Sustitutorio } from '../../../generated/main/model/index.ts';
import { callOk, loginAs } from '../../test/contractClient.ts';

const BASE = '/tramitesolicitudsae';
const byState = (windows: Sustitutorio[], estado: Sustitutorio['estado']) =>
  windows.find((window) => window.estado === estado)!;

describe('main API substitute evaluations', () => {
  it('the office lists the windows, moves one and records a grade as the registry', async () => {
    const { token } = await loginAs('superadmin');
    const { evaluaciones } = (await callOk('main', `${BASE}/listar/sustiturios`, { token })).body
      .results as { evaluaciones: Sustitutorio[] };
    const ahead = byState(evaluaciones, 'PROGRAMADA');
    await callOk('main', `${BASE}/sustiturio/registrar`, {
      method: 'POST',
      token,
      body: {
        idEvaluacion: ahead.idEvaluacion,
        version: ahead.version,
        idCurso: ahead.curso.idCurso,
        fechaInicio: ahead.fechaInicio,
        fechaFin: ahead.fechaFin,
      },
    });
    const closed = byState(evaluaciones, 'CERRADA');
    await callOk('main', `${BASE}/sustitutorio/grabarnotas`, {
      method: 'POST',
      token,
      body: {
        idEvaluacion: closed.idEvaluacion,
        notas: [{ idSolicitud: closed.estudiantes[0]!.idSolicitud, nota: '15' }],
      },
    });
  });

  it('the teacher reads their windows and records a grade in the open one', async () => {
    const { token } = await loginAs('docente');
    const windows = (
      await callOk('main', `${BASE}/evaluacionsustitutoria/docente/obtener`, { token })
    ).body.results as Sustitutorio[];
    const open = byState(windows, 'ABIERTA');
    await callOk('main', `${BASE}/evaluacionsustitutoria/docente/guardar`, {
      method: 'POST',
      token,
      body: {
        idEvaluacion: open.idEvaluacion,
        notas: [{ idSolicitud: open.estudiantes[0]!.idSolicitud, nota: '14' }],
      },
    });
  });
});
