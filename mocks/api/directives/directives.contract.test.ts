// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DirectivaAlumno } from '../../../generated/main/model/index.ts';
import { callOk, downloadOk, loginAs } from '../../test/contractClient.ts';

describe('directives (directiva) through the contract', () => {
  it('a student lists the directives, downloads one and accepts each once', async () => {
    // A spare student no other contract test signs in as: all three directives are pending.
    const { token } = await loginAs('alumno4');
    const listed = (await callOk('main', '/directiva/alumno/listar', { token })).body.results as {
      directivas: DirectivaAlumno[];
    };
    const [first, ...rest] = listed.directivas;
    await downloadOk('main', `/directiva/alumno/documento/${first!.versionId}`, token);
    const saved = await callOk('main', '/onboarding/directiva/guardar', {
      method: 'POST',
      token,
      body: { versionId: first!.versionId },
    });
    expect(saved.body.results).toMatchObject({
      versionId: first!.versionId,
      pasoCompletado: false,
    });
    const step = (await callOk('main', '/onboarding/directiva/listar', { token })).body.results as {
      directivas: DirectivaAlumno[];
      pasoCompletado: boolean;
    };
    expect(step.directivas.map((d) => d.id)).toEqual(rest.map((d) => d.id));
    for (const directive of rest) {
      await callOk('main', '/onboarding/directiva/guardar', {
        method: 'POST',
        token,
        body: { versionId: directive.versionId },
      });
    }
    const done = (await callOk('main', '/onboarding/directiva/listar', { token })).body.results;
    expect(done).toEqual({ directivas: [], pendientes: 0, pasoCompletado: true });
  });
});
