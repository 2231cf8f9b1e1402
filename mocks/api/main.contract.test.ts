// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { callOk, loginAs } from '../test/contractClient.ts';

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

describe.each(demoAccounts.map((account) => account.usuario))('main API as %s', (usuario) => {
  it('serves every read of the shell after sign-in, then signs out', async () => {
    const { token, idUsuario } = await loginAs(usuario);
    await main('/compania/datos', { token });
    const perfil = await main(`/perfil/${idUsuario}/datospersonales`, { token });
    expect(perfil.body.results).toMatchObject({ idUsuario });
    await main('/usuario/permisos', { token });
    await main('/usuario/flujo', { method: 'POST', token, body: { version: '1.0.0' } });
    const menu = await main('/menu/listar', { token });
    expect((menu.body.results as unknown[]).length).toBeGreaterThan(1);
    await main('/admin/parametro/listar', { token });
    await main('/admin/parametro/listar?pagina=2&tamanoPagina=5&busqueda=EVA_&marca=HZT', {
      token,
    });
    const nomenclatura = await main('/admin/nomenclatura/consultarNomenclaturas', { token });
    expect(nomenclatura.body.results).toHaveLength(27);
    const logout = await main('/auth/logout', { method: 'POST', token });
    expect(logout.body.messagePublic).toBe('Sesión finalizada');
  });
});

describe('main API flows', () => {
  it('returns the pending tasks of a user who has some', async () => {
    const { token } = await loginAs(String(process.env.CONTRACT_TASKED_USER));
    const flow = await main('/usuario/flujo', {
      method: 'POST',
      token,
      body: { version: '1.0.0' },
    });
    expect((flow.body.results as { detalle: unknown[] }).detalle.length).toBeGreaterThan(0);
  });

  it('resets a password with the mailed code', async () => {
    await main('/auth/clave/olvido', { method: 'POST', body: { usuario: 'colaborador' } });
    const outbox = readFileSync(String(process.env.CONTRACT_OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n');
    const { code } = JSON.parse(outbox.at(-1) ?? '{}');
    // The same password again, so the other tests' sign-ins keep working.
    await main('/auth/clave/restablecer', {
      method: 'POST',
      body: { usuario: 'colaborador', codigo: code, clave: 'Campus2026' },
    });
    await loginAs('colaborador');
  });
});
