// @vitest-environment node
// Teachers' availability (issue 40) through `prism proxy --errors`: requests and answers must
// match the contract. Refusals (limits, no changes, roles) are tested on the demo API itself
// (disponibilidadDocente.test.ts, security.test.ts).
import { describe, expect, it } from 'vitest';
import { callOk, loginAs } from '../../test/contractClient.ts';

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

type Week = { idDocente: number; franjas: { dia: number; hora: string }[] };

describe('main API teacher availability', () => {
  it('the teacher saves their week and the admin reads it', async () => {
    const teacher = (await loginAs('docente')).token;
    const admin = (await loginAs('colaborador')).token;
    const before = (await main('/docente/disponibilidad', { token: teacher })).body
      .results as Week;
    const franjas = [
      { dia: 2, hora: '07:00' },
      { dia: 6, hora: '21:00' },
    ];
    const saved = await main('/docente/disponibilidad', {
      method: 'PUT',
      token: teacher,
      body: { franjas },
    });
    expect((saved.body.results as Week).franjas).toEqual(franjas);
    const page = await main('/programaciondocente/disponibilidad?pagina=1&tamanoPagina=5', {
      token: admin,
    });
    expect((page.body.results as { docentes: unknown[] }).docentes.length).toBeGreaterThan(0);
    const read = await main(`/programaciondocente/disponibilidad/${before.idDocente}`, {
      token: admin,
    });
    expect((read.body.results as Week).franjas).toEqual(franjas);
    await main('/docente/disponibilidad', {
      method: 'PUT',
      token: teacher,
      body: { franjas: before.franjas },
    });
  });
});
