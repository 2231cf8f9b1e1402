// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demoAccounts.ts';
import { callOk, loginAs, serviceUrl } from '../../test/contractClient.ts';

const CHANGE = '/usuario/cambiocontraseña';
// A spare student no other contract test signs in as; the password ends where it started.
const STUDENT = 'alumno7';

const changePassword = (token: string, claveActual: string, claveNueva: string) =>
  callOk('main', encodeURI(CHANGE), {
    method: 'PUT',
    token,
    body: { claveActual, claveNueva, confirmacion: claveNueva },
  });

describe('the password change (cambioClave) through the contract', () => {
  it('a student changes the password and back, still signed in, and leaves nothing to omit', async () => {
    const { token } = await loginAs(STUDENT);
    const other = await loginAs(STUDENT);
    const changed = await changePassword(token, DEMO_PASSWORD, 'NuevaClave2026');
    expect(changed.body.messagePublic).toBe('Tu contraseña se actualizó correctamente.');
    // The other session ended; this one goes on.
    const ended = await fetch(`${serviceUrl('main')}/usuario/permisos`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(ended.status).toBe(401);
    await changePassword(token, 'NuevaClave2026', DEMO_PASSWORD);
    await loginAs(STUDENT);
    // No password change is asked of them: leaving it for later changes nothing.
    const omitted = await callOk('main', encodeURI(`${CHANGE}/omitir`), { method: 'PATCH', token });
    expect(omitted.body.results).toBeNull();
  });
});
