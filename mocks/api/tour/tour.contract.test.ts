// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callOk, loginAs } from '../../test/contractClient.ts';

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

interface MenuGroup {
  children: { codeConfig: string; idTask: number | null; isCompleted: boolean }[];
}

describe('the guided tour (tour, tarea/nuevaFuncionalidad) through the contract', () => {
  it.each([
    ['docente', 'completar'],
    ['alumno', 'omitir'],
  ])('%s reads the help menu, plays its first tour and calls %s', async (usuario, action) => {
    const { token } = await loginAs(usuario);
    const [group] = (await main('/tour/consultartourmenu', { token })).body.results as MenuGroup[];
    const tour = group!.children[0]!;
    const played = await main('/tour/consultarNuevaFuncionalidad', {
      method: 'POST',
      token,
      body: { codeConfig: tour.codeConfig },
    });
    expect(played.body.results).toMatchObject({ codeConfig: tour.codeConfig });
    const settled = await main(`/tarea/nuevaFuncionalidad/${action}`, {
      method: 'POST',
      token,
      body: { idTask: tour.idTask, codeConfig: tour.codeConfig },
    });
    expect(settled.body.results).toMatchObject({ idTask: tour.idTask });
  });
});
