// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { listQuery } from '../../test/listQuery.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { referralTexts } from './texts.ts';

type MiReferido = components['schemas']['MiReferido'];

const demo = useTestApiWithDatabase({ seed: { students: 20 } });
const URL = '/api/main/referidos/alumno';

const list = async (usuario: string) =>
  (await demo.api.call(usuario, { url: URL })).json().results as MiReferido[];

let phone = 911_000_000;
/** A referral nobody made yet, for the programme `idPrograma`. */
const friend = (idPrograma: number, overrides: object = {}) => {
  phone += 1;
  return {
    claveIdempotencia: crypto.randomUUID(),
    nombres: 'Mateo',
    apellidos: 'Salazar Huamán',
    telefono: String(phone),
    correo: `amigo.${phone}@correo.example`,
    idPrograma,
    consentimiento: true,
    ...overrides,
  };
};
const refer = (usuario: string, payload: object) =>
  demo.api.call(usuario, { method: 'POST', url: URL, payload });

/** A career of the student's brand, and one of another brand. */
function programmes(usuario: string) {
  const brand = `(SELECT brand_id FROM users WHERE username = '${usuario}')`;
  const pick = (where: string) =>
    (demo.db.prepare(`SELECT id FROM programmes WHERE ${where} LIMIT 1`).get() as { id: number })
      .id;
  return {
    own: pick(`kind = 'CARRERA' AND brand_id = ${brand}`),
    foreign: pick(`kind = 'CARRERA' AND brand_id <> ${brand}`),
    extension: pick(`kind = 'EXTENSION' AND brand_id = ${brand}`),
  };
}

describe('obtenerProgramaReferidos', () => {
  it("answers the master tables' rules and benefits and the careers of the caller's brand", async () => {
    const { results } = (await demo.api.call('alumno', { url: `${URL}/programa` })).json();
    expect(results.reglas).toHaveLength(4);
    expect(results.beneficios).toEqual([
      {
        estado: 'MATRICULADO',
        beneficio: 'S/ 150 de descuento en tu siguiente cuota',
        condicion: 'Cuando tu referido se matricula en un programa de estudios.',
      },
    ]);
    const ids = (results.programas as Array<{ idPrograma: number }>).map((p) => p.idPrograma);
    const { own, foreign, extension } = programmes('alumno');
    expect(ids).toContain(own);
    expect(ids).not.toContain(foreign);
    expect(ids).not.toContain(extension);
  });
});

describe('registrarMiReferido and listarMisReferidos', () => {
  it('registers a referral the referrer and the admission staff read, and no other student', async () => {
    const payload = friend(programmes('alumno').own);
    const made = await refer('alumno', payload);
    expect(made.statusCode).toBe(200);
    expect(made.json().messagePublic).toBe(referralTexts.registered);
    const referral = made.json().results as MiReferido;
    expect(referral).toMatchObject({
      nombres: 'Mateo',
      telefono: payload.telefono,
      estado: 'REGISTRADO',
      beneficio: null,
    });
    expect((await list('alumno'))[0]).toEqual(referral);
    expect((await list('alumno1')).map((r) => r.idReferido)).not.toContain(referral.idReferido);
    const staff = await demo.api.call('superadmin', {
      url: '/api/main/admin/referidos',
      query: listQuery({ filter: { q: payload.correo } }),
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toMatchObject([{ referente: 'alumno', documento: null }]);
  });

  it('answers the first referral again for a repeated key, without a duplicate refusal', async () => {
    const payload = friend(programmes('alumno').own);
    const first = (await refer('alumno', payload)).json().results as MiReferido;
    const again = await refer('alumno', payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual(first);
    expect((await list('alumno')).filter((r) => r.idReferido === first.idReferido)).toHaveLength(1);
  });

  it('refuses a phone or an e-mail already referred, by anyone, under the field', async () => {
    const payload = friend(programmes('alumno').own);
    await refer('alumno', payload);
    const own = programmes('alumno1').own;
    const samePhone = await refer('alumno1', friend(own, { telefono: payload.telefono }));
    expect(samePhone.statusCode).toBe(400);
    expect(samePhone.json()).toMatchObject({
      messagePublic: referralTexts.duplicate,
      errors: { telefono: [referralTexts.phoneTaken] },
    });
    const sameMail = await refer('alumno1', friend(own, { correo: payload.correo.toUpperCase() }));
    expect(sameMail.statusCode).toBe(400);
    expect(sameMail.json().errors).toEqual({ correo: [referralTexts.mailTaken] });
  });

  it('refuses a programme of another brand and an extension course', async () => {
    const { foreign, extension } = programmes('alumno');
    for (const idPrograma of [foreign, extension, 999_999]) {
      const refused = await refer('alumno', friend(idPrograma));
      expect(refused.statusCode, String(idPrograma)).toBe(400);
      expect(refused.json().errors).toEqual({
        idPrograma: [referralTexts.unknownProgramme],
      });
    }
  });

  it('takes a Peruvian mobile only: 9 and 8 digits', async () => {
    const own = programmes('alumno').own;
    for (const telefono of ['812345678', '91234567', '9123456789', '9l2345678']) {
      expect((await refer('alumno', friend(own, { telefono }))).statusCode, telefono).toBe(400);
    }
    expect((await refer('alumno', friend(own, { telefono: '900000001' }))).statusCode).toBe(200);
  });

  it('stores the names trimmed', async () => {
    const made = await refer(
      'alumno',
      friend(programmes('alumno').own, { nombres: '  Ana  ', apellidos: ' Ríos ' }),
    );
    expect(made.json().results).toMatchObject({ nombres: 'Ana', apellidos: 'Ríos' });
  });

  it('stores nothing without consent', async () => {
    const own = programmes('alumno').own;
    const before = (await list('alumno')).length;
    for (const consentimiento of [false, undefined]) {
      const payload = { ...friend(own), consentimiento };
      expect((await refer('alumno', payload)).statusCode).toBe(400);
    }
    expect(await list('alumno')).toHaveLength(before);
  });

  it('bounds names, the e-mail and the key at both sides of each limit', async () => {
    const own = programmes('alumno').own;
    const cases: Array<[object, number]> = [
      [{ nombres: 'A' }, 400],
      [{ nombres: '  A  ' }, 400],
      [{ nombres: 'Al' }, 200],
      [{ nombres: 'a'.repeat(61) }, 400],
      [{ nombres: 'a'.repeat(60) }, 200],
      [{ apellidos: 'a' }, 400],
      [{ apellidos: 'a'.repeat(81) }, 400],
      [{ apellidos: 'a'.repeat(80) }, 200],
      [{ correo: 'sin-arroba' }, 400],
      [{ correo: `${'a'.repeat(106)}@correo.example` }, 400],
      [{ correo: `${'a'.repeat(105)}@correo.example` }, 200],
      [{ claveIdempotencia: 'k'.repeat(15) }, 400],
      [{ claveIdempotencia: 'k'.repeat(16) }, 200],
      [{ claveIdempotencia: 'x'.repeat(65) }, 400],
      [{ idPrograma: 0 }, 400],
    ];
    for (const [overrides, status] of cases) {
      const response = await refer('alumno', friend(own, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
    }
  });

  it('shows the benefit an enrolled referral earned, from the master table', async () => {
    const made = (await refer('alumno', friend(programmes('alumno').own))).json()
      .results as MiReferido;
    const staff = await demo.api.call('superadmin', {
      url: `/api/main/admin/referidos/${made.idReferido}`,
    });
    await demo.api.call('superadmin', {
      method: 'PUT',
      url: `/api/main/admin/referidos/${made.idReferido}`,
      payload: { estado: 'MATRICULADO', version: staff.json().version },
    });
    const enrolled = (await list('alumno')).find((r) => r.idReferido === made.idReferido);
    expect(enrolled).toMatchObject({
      estado: 'MATRICULADO',
      beneficio: 'S/ 150 de descuento en tu siguiente cuota',
    });
  });
});
