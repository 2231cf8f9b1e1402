// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';

const MAIN = '/api/main';
const demo = useTestApiWithDatabase({ seed: { students: 40 } });

const list = async (usuario: string) =>
  (await demo.api.call(usuario, { url: `${MAIN}/beneficios/listar` })).json().results as {
    tipo: string;
    empresa: string;
    condiciones: string;
  }[];

describe('listarBeneficios', () => {
  it("answers every brand's benefits and the caller's brand's own, each with its conditions", async () => {
    const benefits = await list('alumno');
    expect(benefits.map((b) => b.tipo)).toContain('CONVENIO');
    expect(benefits.map((b) => b.tipo)).toContain('DESCUENTO');
    expect(benefits.every((b) => b.condiciones.length > 0)).toBe(true);
    expect(benefits.map((b) => b.empresa)).toContain('Clínica Santa Rosa del Valle');
  });

  it("keeps a brand's own agreement from another brand's users", async () => {
    const other = demo.db
      .prepare(
        `SELECT username FROM users WHERE tip = 1
          AND brand_id <> (SELECT brand_id FROM users WHERE username = 'alumno') LIMIT 1`,
      )
      .get() as { username: string };
    const benefits = await list(other.username);
    expect(benefits.length).toBeGreaterThan(0);
    expect(benefits.map((b) => b.empresa)).not.toContain('Clínica Santa Rosa del Valle');
  });

  it('needs a session', async () => {
    expect((await demo.api.app.inject({ url: `${MAIN}/beneficios/listar` })).statusCode).toBe(401);
  });
});
