// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { scholarshipTexts } from './texts.ts';

type Schemas = components['schemas'];
type Ficha = Schemas['FichaBecaSocioeconomica'];

const MAIN = '/api/main';
const MB = 1024 * 1024;
const t = scholarshipTexts;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const HOGAR = { integrantes: 4, dependientes: 2, sostenHogar: 'MADRE' };
const INGRESOS = { ingresoMensual: 1500, aportantes: 1 };
const VIVIENDA = { tenencia: 'ALQUILADA', habitaciones: 2 };

const demo = useTestApiWithDatabase({ seed: { students: 60 } });

let picked = 0;
/** A generated student with no form yet, another one each call. */
function freshStudent(): string {
  const row = demo.db
    .prepare(
      `SELECT u.username FROM users u WHERE u.tip = 1 AND u.username NOT GLOB 'alumno*'
        AND NOT EXISTS (SELECT 1 FROM socioeconomic_forms f WHERE f.student_id = u.id)
        AND EXISTS (SELECT 1 FROM enrolments e WHERE e.student_id = u.id)
      ORDER BY u.id LIMIT 1 OFFSET ?`,
    )
    .get(picked++) as { username: string };
  return row.username;
}

let keys = 0;
const nextKey = () => `clave-beca-${String((keys += 1)).padStart(8, '0')}`;

const read = async (usuario: string) =>
  (await demo.api.call(usuario, { url: `${MAIN}/becas/socioeconomica/alumno` })).json()
    .results as Ficha;

const save = (usuario: string, payload: Record<string, unknown>) =>
  demo.api.call(usuario, { method: 'PUT', url: `${MAIN}/becas/socioeconomica/alumno`, payload });

const submit = (usuario: string, key = nextKey()) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/becas/socioeconomica/alumno/enviar`,
    payload: { claveIdempotencia: key },
  });

const upload = (usuario: string, name: string, bytes: Buffer, tipo = 'DOCUMENTO_BECA') =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/archivo/subir`,
    ...multipartBody({ tipo }, { name, bytes }),
  });

async function fileId(usuario: string, tipo = 'DOCUMENTO_BECA'): Promise<number> {
  const uploaded = await upload(usuario, 'boleta.pdf', TINY_PDF, tipo);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json().results.idArchivo as number;
}

/** A student whose whole form is saved, ready to submit. */
async function completeForm(): Promise<string> {
  const usuario = freshStudent();
  const documentos = {
    SUSTENTO_INGRESOS: await fileId(usuario),
    RECIBO_SERVICIOS: await fileId(usuario),
  };
  const saved = await save(usuario, {
    hogar: HOGAR,
    ingresos: INGRESOS,
    vivienda: VIVIENDA,
    documentos,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return usuario;
}

const currentPeriod = () =>
  demo.db.prepare('SELECT id, code FROM periods WHERE is_current = 1').get() as {
    id: number;
    code: string;
  };

describe('obtenerBecaSocioeconomica and guardarBecaSocioeconomica', () => {
  it('starts empty for the current period and keeps each step as saved, the others untouched', async () => {
    const usuario = freshStudent();
    const empty = await read(usuario);
    expect(empty).toMatchObject({
      periodo: currentPeriod().code,
      enviada: false,
      hogar: null,
      ingresos: null,
      vivienda: null,
      solicitud: null,
      formatos: ['pdf', 'jpg', 'jpeg', 'png'],
      tamanoMaximo: 5 * MB,
    });
    expect(empty.documentos.map((d) => d.archivo)).toEqual([null, null]);

    const first = await save(usuario, { hogar: HOGAR });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().messagePublic).toBe(t.saved);
    await save(usuario, { ingresos: INGRESOS });
    const again = await save(usuario, { hogar: { ...HOGAR, integrantes: 5 } });
    expect(again.json().results).toMatchObject({
      hogar: { ...HOGAR, integrantes: 5 },
      ingresos: INGRESOS,
      vivienda: null,
    });
    // Leaving and coming back: the draft is the server's.
    expect((await read(usuario)).hogar).toEqual({ ...HOGAR, integrantes: 5 });
  });

  it('takes fewer dependants than members, refuses as many', async () => {
    const usuario = freshStudent();
    expect(
      (await save(usuario, { hogar: { ...HOGAR, integrantes: 3, dependientes: 2 } })).statusCode,
    ).toBe(200);
    const refused = await save(usuario, { hogar: { ...HOGAR, integrantes: 3, dependientes: 3 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ dependientes: [t.tooManyDependants] });
  });

  it('takes as many earners as members (saved before), refuses one more', async () => {
    const usuario = freshStudent();
    await save(usuario, { hogar: { ...HOGAR, integrantes: 3, dependientes: 0 } });
    expect(
      (await save(usuario, { ingresos: { ingresoMensual: 0, aportantes: 3 } })).statusCode,
    ).toBe(200);
    const refused = await save(usuario, { ingresos: { ingresoMensual: 0, aportantes: 4 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ aportantes: [t.tooManyEarners] });
    // The household cannot shrink under the earners saved either.
    const shrunk = await save(usuario, { hogar: { ...HOGAR, integrantes: 2, dependientes: 0 } });
    expect(shrunk.json().errors).toEqual({ aportantes: [t.tooManyEarners] });
  });

  it.each([
    [
      'integrantes',
      { hogar: { ...HOGAR, integrantes: 20, dependientes: 19 } },
      { hogar: { ...HOGAR, integrantes: 21 } },
    ],
    [
      'integrantes',
      { hogar: { ...HOGAR, integrantes: 1, dependientes: 0 } },
      { hogar: { ...HOGAR, integrantes: 0, dependientes: 0 } },
    ],
    [
      'ingresoMensual',
      { ingresos: { ingresoMensual: 99999, aportantes: 1 } },
      { ingresos: { ingresoMensual: 100000, aportantes: 1 } },
    ],
    [
      'ingresoMensual',
      { ingresos: { ingresoMensual: 0, aportantes: 1 } },
      { ingresos: { ingresoMensual: -1, aportantes: 1 } },
    ],
    [
      'habitaciones',
      { vivienda: { ...VIVIENDA, habitaciones: 20 } },
      { vivienda: { ...VIVIENDA, habitaciones: 21 } },
    ],
    [
      'habitaciones',
      { vivienda: { ...VIVIENDA, habitaciones: 1 } },
      { vivienda: { ...VIVIENDA, habitaciones: 0 } },
    ],
  ])('bounds %s: takes the limit, refuses past it', async (_field, inside, outside) => {
    const usuario = freshStudent();
    expect((await save(usuario, inside)).statusCode).toBe(200);
    expect((await save(usuario, outside)).statusCode).toBe(400);
  });

  it('refuses an empty save and an unknown step', async () => {
    const usuario = freshStudent();
    expect((await save(usuario, {})).statusCode).toBe(400);
    expect((await save(usuario, { otros: {} })).statusCode).toBe(400);
  });

  it("takes the caller's own scholarship document only: not another purpose's, not another student's", async () => {
    const usuario = freshStudent();
    const other = freshStudent();
    const own = await fileId(usuario);
    const saved = await save(usuario, { documentos: { SUSTENTO_INGRESOS: own } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [income, utility] = (saved.json().results as Ficha).documentos;
    expect(income!.archivo).toMatchObject({
      idArchivo: own,
      nombre: 'boleta.pdf',
      extension: 'pdf',
    });
    expect(utility!.archivo).toBeNull();

    const foreign = await save(usuario, { documentos: { RECIBO_SERVICIOS: await fileId(other) } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ RECIBO_SERVICIOS: [t.notYourFile] });
    const enrolment = await save(usuario, {
      documentos: { RECIBO_SERVICIOS: await fileId(usuario, 'DOCUMENTO_MATRICULA') },
    });
    expect(enrolment.json().errors).toEqual({ RECIBO_SERVICIOS: [t.notYourFile] });
    // A document not given keeps the one saved.
    expect((await read(usuario)).documentos[0]!.archivo?.idArchivo).toBe(own);
  });

  it('uploads a document by its bytes: 5 MB taken, one byte more refused, a disguised file refused', async () => {
    const usuario = freshStudent();
    const pdf = (size: number) =>
      Buffer.concat([TINY_PDF, Buffer.alloc(size - TINY_PDF.length, 0x20)]);
    expect((await upload(usuario, 'boleta.pdf', pdf(5 * MB))).statusCode).toBe(200);
    expect((await upload(usuario, 'boleta.pdf', pdf(5 * MB + 1))).statusCode).toBe(400);
    expect((await upload(usuario, 'recibo.png', PNG)).statusCode).toBe(200);
    expect((await upload(usuario, 'recibo.pdf', PNG)).statusCode).toBe(400);
    expect((await upload(usuario, 'recibo.gif', PNG)).statusCode).toBe(400);
  });
});

describe('enviarBecaSocioeconomica', () => {
  it('names every step and document still missing', async () => {
    const usuario = freshStudent();
    await save(usuario, { hogar: HOGAR });
    const refused = await submit(usuario);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      ingresos: [t.missingStep],
      vivienda: [t.missingStep],
      SUSTENTO_INGRESOS: [t.missingDocument],
      RECIBO_SERVICIOS: [t.missingDocument],
    });
  });

  it("submits once: in evaluation, in the student's scholarships; the same key answers it again, another is 409", async () => {
    const usuario = await completeForm();
    const key = nextKey();
    const sent = await submit(usuario, key);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().messagePublic).toBe(t.submitted);
    const ficha = sent.json().results as Ficha;
    expect(ficha).toMatchObject({
      enviada: true,
      solicitud: { tipo: 'SOCIOECONOMICA', estado: 'EN_EVALUACION', periodo: currentPeriod().code },
    });

    const retried = await submit(usuario, key);
    expect(retried.statusCode).toBe(200);
    expect((retried.json().results as Ficha).solicitud!.idSolicitud).toBe(
      ficha.solicitud!.idSolicitud,
    );

    const second = await submit(usuario);
    expect(second.statusCode).toBe(409);
    expect(second.json().messagePublic).toBe(t.alreadyApplied);
    const edit = await save(usuario, { vivienda: VIVIENDA });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().messagePublic).toBe(t.alreadySubmitted);

    const becas = (await demo.api.call(usuario, { url: `${MAIN}/becas/alumno` })).json().results
      .solicitudes as Schemas['SolicitudBeca'][];
    expect(
      becas.filter((s) => s.tipo === 'SOCIOECONOMICA' && s.periodo === currentPeriod().code),
    ).toHaveLength(1);
  });

  it('keeps the key per student: another student with the same key submits their own', async () => {
    const key = nextKey();
    const first = await completeForm();
    const second = await completeForm();
    expect((await submit(first, key)).statusCode).toBe(200);
    const theirs = await submit(second, key);
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json().results as Ficha).solicitud).not.toBeNull();
  });
});

interface Fee {
  id: number;
  amount: number;
  scholarship: number;
  paid: number;
}

const feesOf = (usuario: string): Fee[] =>
  demo.db
    .prepare(
      `SELECT f.id, f.amount_cents AS amount, f.scholarship_cents AS scholarship,
          EXISTS (SELECT 1 FROM payments p WHERE p.fee_id = f.id) AS paid
        FROM fees f JOIN enrolments e ON e.id = f.enrolment_id JOIN users u ON u.id = e.student_id
        WHERE u.username = ? AND f.period_id = (SELECT id FROM periods WHERE is_current = 1)
        ORDER BY f.id`,
    )
    .all(usuario) as unknown as Fee[];

const evaluate = (id: number, payload: Record<string, unknown>, usuario = 'colaborador') =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/becas/socioeconomica/${id}/evaluar`,
    payload,
  });

async function submitted(): Promise<{ usuario: string; id: number }> {
  const usuario = await completeForm();
  const sent = await submit(usuario);
  return { usuario, id: (sent.json().results as Ficha).solicitud!.idSolicitud };
}

describe('staff evaluation', () => {
  it('lists submitted applications, filtered and counted, and reads one with its form', async () => {
    const { usuario, id } = await submitted();
    const listed = await demo.api.call('colaborador', {
      url: `${MAIN}/admin/becas-socioeconomicas`,
      query: { filter: JSON.stringify({ q: usuario, estado: 'EN_EVALUACION' }), range: '[0,9]' },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['content-range']).toBe('becas-socioeconomicas 0-0/1');
    expect(listed.json()).toEqual([
      expect.objectContaining({ id, usuario, estado: 'EN_EVALUACION' }),
    ]);
    const one = await demo.api.call('colaborador', {
      url: `${MAIN}/admin/becas-socioeconomicas/${id}`,
    });
    expect(one.json()).toMatchObject({
      id,
      hogar: HOGAR,
      ingresos: INGRESOS,
      vivienda: VIVIENDA,
      porcentaje: null,
    });
    expect(
      (await demo.api.call('colaborador', { url: `${MAIN}/admin/becas-socioeconomicas/999999` }))
        .statusCode,
    ).toBe(404);
  });

  it('grants with 10 to 50 %: the unpaid fees of the period take it, the paid ones do not; the student is told and sees it', async () => {
    const { usuario, id } = await submitted();
    expect((await evaluate(id, { decision: 'OTORGADA' })).json().errors).toEqual({
      porcentaje: [t.needsPercent],
    });
    expect((await evaluate(id, { decision: 'OTORGADA', porcentaje: 9 })).statusCode).toBe(400);
    expect((await evaluate(id, { decision: 'OTORGADA', porcentaje: 51 })).statusCode).toBe(400);
    const before = feesOf(usuario);
    const granted = await evaluate(id, { decision: 'OTORGADA', porcentaje: 50 });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      messagePublic: t.granted,
      results: { estado: 'OTORGADA', porcentaje: 50, evaluadoPor: expect.any(String) },
    });
    const after = feesOf(usuario);
    expect(after.some((fee) => !fee.paid)).toBe(true);
    after.forEach((fee, index) => {
      const was = before[index]!;
      expect(fee.scholarship).toBe(
        fee.paid ? was.scholarship : Math.max(was.scholarship, Math.floor(fee.amount / 2)),
      );
    });
    const becas = (await demo.api.call(usuario, { url: `${MAIN}/becas/alumno` })).json().results
      .solicitudes as Schemas['SolicitudBeca'][];
    expect(becas.find((s) => s.idSolicitud === id)?.estado).toMatch(/OTORGADA|POR_VENCER/);
    const notice = demo.db
      .prepare(
        `SELECT n.description FROM notifications n JOIN users u ON u.id = n.user_id
          WHERE u.username = ? AND n.subtype = 'BECA_EVALUADA'`,
      )
      .get(usuario) as { description: string };
    expect(notice.description).toBe(t.notification.granted(50, currentPeriod().code));

    const again = await evaluate(id, { decision: 'RECHAZADA', motivo: 'Ya no aplica.' });
    expect(again.statusCode).toBe(409);
  });

  it('takes 10 %, never lowering a larger scholarship a fee holds', async () => {
    const { usuario, id } = await submitted();
    const before = feesOf(usuario);
    expect((await evaluate(id, { decision: 'OTORGADA', porcentaje: 10 })).statusCode).toBe(200);
    feesOf(usuario).forEach((fee, index) => {
      expect(fee.scholarship).toBeGreaterThanOrEqual(before[index]!.scholarship);
    });
  });

  it('rejects with a reason of 5 characters once trimmed, not 4; the student reads it', async () => {
    const { usuario, id } = await submitted();
    expect((await evaluate(id, { decision: 'RECHAZADA' })).json().errors).toEqual({
      motivo: [t.needsReason],
    });
    expect((await evaluate(id, { decision: 'RECHAZADA', motivo: '  Baja ' })).statusCode).toBe(400);
    const rejected = await evaluate(id, { decision: 'RECHAZADA', motivo: '  Falta ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().results).toMatchObject({
      estado: 'RECHAZADA',
      motivoRechazo: 'Falta',
      porcentaje: null,
    });
    const ficha = await read(usuario);
    expect(ficha.solicitud).toMatchObject({ estado: 'RECHAZADA', motivoRechazo: 'Falta' });
  });

  it('is staff only: a student is refused the list, the record and the decision', async () => {
    const { usuario, id } = await submitted();
    expect(
      (await demo.api.call(usuario, { url: `${MAIN}/admin/becas-socioeconomicas` })).statusCode,
    ).toBe(403);
    expect(
      (await demo.api.call(usuario, { url: `${MAIN}/admin/becas-socioeconomicas/${id}` }))
        .statusCode,
    ).toBe(403);
    expect((await evaluate(id, { decision: 'OTORGADA', porcentaje: 50 }, usuario)).statusCode).toBe(
      403,
    );
    expect(
      (await evaluate(id, { decision: 'OTORGADA', porcentaje: 50 }, 'docente')).statusCode,
    ).toBe(403);
  });

  it("never shows another student's form: each reads their own", async () => {
    const { usuario } = await submitted();
    const other = freshStudent();
    expect((await read(other)).hogar).toBeNull();
    expect((await read(usuario)).hogar).toEqual(HOGAR);
  });
});
