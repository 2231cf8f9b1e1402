// @vitest-environment node
// The rectification operations (issue 15) through `prism proxy --errors`. Refusals are tested on
// the demo API itself (rectificacion.test.ts).
import { describe, it } from 'vitest';
import { callOk, loginAs } from '../../test/contractClient.ts';

interface Caso {
  idSolicitud: number;
  version: number;
  estado: string;
  notas: Array<{ idNota: number }>;
}

describe('main API grade rectification', () => {
  it('an allowlisted superadmin reads the cases, applies one and keeps the allowlist', async () => {
    const { token } = await loginAs('superadmin');
    const cases = (await callOk('main', '/tramitesae/rectificacion/casos', { token })).body
      .results as Caso[];
    const open = cases.find((item) => item.estado === 'REGISTRADO' && item.notas.length > 0)!;
    await callOk('main', '/tramitesae/rectificacion/aplicar', {
      method: 'POST',
      token,
      body: {
        idSolicitud: open.idSolicitud,
        version: open.version,
        idNota: open.notas[0]!.idNota,
        nota: '16',
        comentario: 'Se verificó el registro auxiliar.',
      },
    });
    const { usuarios } = (await callOk('main', '/tramitesae/rectificacion/autorizados', { token }))
      .body.results as { usuarios: string[] };
    await callOk('main', '/tramitesae/rectificacion/autorizados', {
      method: 'PUT',
      token,
      body: { usuarios },
    });
  });
});
