// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { createTestClock } from '../../test/testClock.ts';
import { saeTexts } from './texts.ts';
import { MAX_DAYS_AHEAD } from './saeAdmin.ts';

type Schemas = components['schemas'];
type Caso = Schemas['CasoSaeAdmin'];

const MAIN = '/api/main';
const DAY = 86_400_000;
const t = saeTexts;

const demo = useTestApiWithDatabase({ seed: { students: 20 } });

let keys = 0;
const nextKey = () => `clave-sae-${String((keys += 1)).padStart(8, '0')}`;

/** The test API's clock, which nothing here moves (mocks/test/testClock.ts). */
const now = async () => createTestClock().clock();

/** A case of `usuario` in `estado` (the seed gives each followed student one open, one closed). */
function caseOf(usuario: string, estado: 'EN_ATENCION' | 'CERRADO'): number {
  const row = demo.db
    .prepare(
      `SELECT c.id FROM sae_cases c JOIN users u ON u.id = c.student_id
        WHERE u.username = ? AND c.state = ? ORDER BY c.id LIMIT 1`,
    )
    .get(usuario, estado) as { id: number };
  return row.id;
}

const note = (id: number, body: Record<string, unknown>, usuario = 'colaborador') =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/admin/casos-sae/${id}/notas`,
    payload: { claveIdempotencia: nextKey(), publica: true, ...body },
  });

const interview = (id: number, body: Record<string, unknown>, usuario = 'colaborador') =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/admin/casos-sae/${id}/citas`,
    payload: {
      claveIdempotencia: nextKey(),
      titulo: 'Entrevista de seguimiento',
      lugar: 'Oficina de tutoría',
      ...body,
    },
  });

const studentCases = async (usuario: string) =>
  (await demo.api.call(usuario, { url: `${MAIN}/sae/alumno/casos` })).json()
    .results as Schemas['CasoSae'][];

const noticesOf = (usuario: string, subtype: string) =>
  demo.db
    .prepare(
      `SELECT n.title, n.description FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE u.username = ? AND n.subtype = ? ORDER BY n.id`,
    )
    .all(usuario, subtype) as Array<{ title: string; description: string }>;

describe('listarCasosSaeAdmin and obtenerCasoSaeAdmin', () => {
  it('lists the cases filtered by student and state, counted, each with its actions and every note', async () => {
    const listed = await demo.api.call('colaborador', {
      url: `${MAIN}/admin/casos-sae`,
      query: { filter: JSON.stringify({ q: 'alumno1', estado: 'EN_ATENCION' }), range: '[0,9]' },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json() as Caso[];
    expect(listed.headers['content-range']).toBe(`casos-sae 0-${rows.length - 1}/${rows.length}`);
    expect(rows.every((row) => row.estado === 'EN_ATENCION')).toBe(true);
    const own = rows.find((row) => row.usuario === 'alumno1')!;
    // Staff read the private notes the student never does.
    expect(own.notas.map((n) => n.publica)).toEqual(expect.arrayContaining([true, false]));
    expect(own.acciones.length).toBeGreaterThan(0);
    const one = await demo.api.call('colaborador', { url: `${MAIN}/admin/casos-sae/${own.id}` });
    expect(one.json()).toEqual(own);
    expect(
      (await demo.api.call('colaborador', { url: `${MAIN}/admin/casos-sae/999999` })).statusCode,
    ).toBe(404);
  });

  it('is staff only: a student and a teacher are refused', async () => {
    const id = caseOf('alumno2', 'EN_ATENCION');
    for (const usuario of ['alumno2', 'docente']) {
      expect((await demo.api.call(usuario, { url: `${MAIN}/admin/casos-sae` })).statusCode).toBe(
        403,
      );
      expect(
        (await demo.api.call(usuario, { url: `${MAIN}/admin/casos-sae/${id}` })).statusCode,
      ).toBe(403);
      expect((await note(id, { texto: 'Nota de prueba' }, usuario)).statusCode).toBe(403);
      expect(
        (await interview(id, { fecha: new Date(Date.now() + DAY).toISOString() }, usuario))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('agregarNotaSae', () => {
  it('writes a public note the student reads in their history and is told of; a private one they never see', async () => {
    const id = caseOf('alumno3', 'EN_ATENCION');
    const text = 'Acordamos revisar el avance del curso de matemática en dos semanas.';
    const added = await note(id, { texto: `  ${text}  ` });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().messagePublic).toBe(t.publicNoteAdded);
    expect((added.json().results as Caso).notas.at(-1)).toMatchObject({
      texto: text,
      publica: true,
    });
    const secret = 'Nota interna: hablar con la familia antes de la entrevista.';
    expect((await note(id, { texto: secret, publica: false })).json().messagePublic).toBe(
      t.noteAdded,
    );

    const seen = (await studentCases('alumno3')).find((c) => c.idCaso === id)!;
    expect(seen.notas.map((n) => n.texto)).toContain(text);
    expect(JSON.stringify(seen)).not.toContain(secret);
    expect(noticesOf('alumno3', 'SAE_NOTA')).toEqual([
      { title: t.noteNotice.title, description: text },
    ]);
  });

  it('takes 5 characters once trimmed, not 4; at most 1000', async () => {
    const id = caseOf('alumno4', 'EN_ATENCION');
    expect((await note(id, { texto: '  Bien ' })).statusCode).toBe(400);
    expect((await note(id, { texto: ' Listo ' })).statusCode).toBe(200);
    expect((await note(id, { texto: 'a'.repeat(1000) })).statusCode).toBe(200);
    expect((await note(id, { texto: 'a'.repeat(1001) })).statusCode).toBe(400);
  });

  it('writes once per key and refuses a closed case', async () => {
    const id = caseOf('alumno5', 'EN_ATENCION');
    const payload = {
      claveIdempotencia: nextKey(),
      texto: 'Una sola vez, aunque llegue dos.',
      publica: true,
    };
    const send = () =>
      demo.api.call('colaborador', {
        method: 'POST',
        url: `${MAIN}/admin/casos-sae/${id}/notas`,
        payload,
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect((again.json().results as Caso).notas).toHaveLength(
      (first.json().results as Caso).notas.length,
    );
    const closed = await note(caseOf('alumno5', 'CERRADO'), { texto: 'Nota en un caso cerrado.' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().messagePublic).toBe(t.caseClosed);
  });
});

describe('agendarCitaSae', () => {
  it('schedules an interview the student finds pending and is told of', async () => {
    const id = caseOf('alumno6', 'EN_ATENCION');
    const fecha = new Date((await now()) + 3 * DAY).toISOString();
    const scheduled = await interview(id, { titulo: ' Entrevista de cierre de ciclo ', fecha });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().messagePublic).toBe(t.scheduled);
    const pending = (await studentCases('alumno6'))
      .flatMap((c) => c.acciones)
      .find((a) => a.titulo === 'Entrevista de cierre de ciclo')!;
    expect(pending).toMatchObject({
      tipo: 'ENTREVISTA',
      estado: 'PENDIENTE',
      lugar: 'Oficina de tutoría',
    });
    expect(Date.parse(pending.fecha)).toBe(Date.parse(fecha));
    expect(noticesOf('alumno6', 'SAE_CITA')).toEqual([
      {
        title: t.interviewNotice.title,
        description: t.interviewNotice.description(
          'Entrevista de cierre de ciclo',
          'Oficina de tutoría',
        ),
      },
    ]);
  });

  it(`takes a time later than now and up to ${MAX_DAYS_AHEAD} days ahead, not now nor a minute past`, async () => {
    const id = caseOf('alumno7', 'EN_ATENCION');
    const at = async (offset: number) =>
      interview(id, { fecha: new Date((await now()) + offset).toISOString() });
    const past = await at(-60_000);
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ fecha: [t.pastDate] });
    expect((await at(MAX_DAYS_AHEAD * DAY - 60_000)).statusCode).toBe(200);
    const far = await at(MAX_DAYS_AHEAD * DAY + 60_000);
    expect(far.json().errors).toEqual({ fecha: [t.farDate] });
    expect((await at(60_000)).statusCode).toBe(200);
  });

  it('schedules once per key on the case and refuses a closed case', async () => {
    const id = caseOf('alumno8', 'EN_ATENCION');
    const payload = {
      claveIdempotencia: nextKey(),
      titulo: 'Entrevista única',
      lugar: 'Oficina de tutoría',
      fecha: new Date((await now()) + DAY).toISOString(),
    };
    const send = () =>
      demo.api.call('colaborador', {
        method: 'POST',
        url: `${MAIN}/admin/casos-sae/${id}/citas`,
        payload,
      });
    const first = (await send()).json().results as Caso;
    const again = (await send()).json().results as Caso;
    expect(again.acciones).toHaveLength(first.acciones.length);
    expect(
      (await interview(caseOf('alumno8', 'CERRADO'), { fecha: payload.fecha })).statusCode,
    ).toBe(409);
  });
});
