// @vitest-environment node
// The home alert queue (issue 35, spec §4) through `prism proxy --errors`: the flow's alerts with
// what their data says, and the pre-registration their first two lead to. Every rule at both
// sides is tested on the demo API itself (mocks/api/tasks/homeAlerts.test.ts).
import { describe, expect, it } from 'vitest';
import { callOk, loginAs } from '../../test/contractClient.ts';

interface FlowTask {
  idTarea: number;
  modulo: string;
  detalle: Record<string, unknown>[];
}

// A returning student no other contract test signs in as.
const STUDENT = 'alumno.antiguo';

const flowOf = async (token: string) =>
  (
    (await callOk('main', '/usuario/flujo', { method: 'POST', token, body: { version: '1.0.0' } }))
      .body.results as { detalle: FlowTask[] }
  ).detalle;

describe('the home alerts through the contract', () => {
  it('a student reads the pre-registration alert, confirms it, and it asks no more', async () => {
    const { token } = await loginAs(STUDENT);
    const alert = (await flowOf(token)).find((task) => task.modulo === 'preRegistration');
    expect(alert?.detalle[0]).toMatchObject({ periodo: '2027-I' });
    const confirmed = await callOk('main', '/tarea/prematricula/confirmar', {
      method: 'POST',
      token,
      body: { idPeriodo: alert?.detalle[0]?.idPeriodo },
    });
    expect(confirmed.body.messagePublic).toBe(
      'Tu prematrícula para el periodo 2027-I quedó registrada.',
    );
    expect((await flowOf(token)).map((task) => task.modulo)).not.toContain('preRegistration');
  });
});
