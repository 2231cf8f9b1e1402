// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { saeTexts } from './texts.ts';

type Schemas = components['schemas'];
type Formulario = Schemas['FormularioSae'];

const MAIN = '/api/main';
const t = saeTexts;

const demo = useTestApiWithDatabase({ seed: { students: 20 } });

let keys = 0;
const nextKey = () => `clave-form-${String((keys += 1)).padStart(8, '0')}`;

/** `usuario`'s seeded pending form (migration 049's 'Ficha de hábitos de estudio'). */
function formOf(usuario: string): number {
  const row = demo.db
    .prepare(
      `SELECT x.id FROM sae_actions x JOIN sae_cases c ON c.id = x.case_id
        JOIN users u ON u.id = c.student_id
        WHERE u.username = ? AND x.kind = 'FORMULARIO' ORDER BY x.id LIMIT 1`,
    )
    .get(usuario) as { id: number };
  return row.id;
}

const read = (usuario: string, id: number) =>
  demo.api.call(usuario, { url: `${MAIN}/sae/alumno/formularios/${id}` });

const questionsOf = async (usuario: string, id: number) =>
  ((await read(usuario, id)).json().results as Formulario).preguntas;

/** Every question of the form answered: the first option, or a line of text. */
const fullAnswers = async (usuario: string, id: number) =>
  (await questionsOf(usuario, id)).map((q) => ({
    idPregunta: q.idPregunta,
    valor: q.opciones[0] ?? 'Me cuesta organizarme los fines de semana.',
  }));

const send = (usuario: string, id: number, body: Record<string, unknown>) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/sae/alumno/formularios/${id}/respuestas`,
    payload: { claveIdempotencia: nextKey(), ...body },
  });

describe('obtenerFormularioSae', () => {
  it("reads the caller's pending form with its questions in order, unanswered", async () => {
    const id = formOf('alumno');
    const response = await read('alumno', id);
    expect(response.statusCode, response.body).toBe(200);
    const form = response.json().results as Formulario;
    expect(form).toMatchObject({
      idAccion: id,
      titulo: 'Ficha de hábitos de estudio',
      estado: 'PENDIENTE',
      realizadaEn: null,
      casoAbierto: true,
    });
    expect(form.preguntas.map((q) => [q.tipo, q.obligatoria, q.respuesta])).toEqual([
      ['OPCION', true, null],
      ['OPCION', true, null],
      ['TEXTO', true, null],
      ['TEXTO', false, null],
    ]);
    expect(form.preguntas[0]!.opciones).toEqual([
      'Menos de 3 horas',
      'De 3 a 6 horas',
      'Más de 6 horas',
    ]);
  });

  it("refuses another student's form (403), an interview and an unknown action (404)", async () => {
    expect((await read('alumno2', formOf('alumno1'))).statusCode).toBe(403);
    const interview = demo.db
      .prepare(`SELECT id FROM sae_actions WHERE kind = 'ENTREVISTA' LIMIT 1`)
      .get() as { id: number };
    expect((await read('alumno', interview.id)).statusCode).toBe(404);
    expect((await read('alumno', 2147483647)).statusCode).toBe(404);
    expect((await read('alumno', 2147483648)).statusCode).toBe(400);
  });
});

describe('responderFormularioSae', () => {
  it('answers once: trimmed, stored, the form done; staff read the answers on the case', async () => {
    const id = formOf('alumno3');
    const respuestas = (await fullAnswers('alumno3', id)).map((a) => ({
      ...a,
      valor: `  ${a.valor}  `,
    }));
    const answered = await send('alumno3', id, { respuestas });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().messagePublic).toBe(t.answered);
    const form = answered.json().results as Formulario;
    expect(form.estado).toBe('REALIZADA');
    expect(form.preguntas.map((q) => q.respuesta)).toEqual(respuestas.map((a) => a.valor.trim()));

    const caseId = (
      demo.db.prepare('SELECT case_id FROM sae_actions WHERE id = ?').get(id) as {
        case_id: number;
      }
    ).case_id;
    const staff = await demo.api.call('colaborador', { url: `${MAIN}/admin/casos-sae/${caseId}` });
    const action = (staff.json() as Schemas['CasoSaeAdmin']).acciones.find(
      (a) => a.idAccion === id,
    )!;
    expect(action.respuestas[2]).toEqual({
      pregunta: '¿Qué es lo que más te cuesta al organizar tu tiempo?',
      respuesta: 'Me cuesta organizarme los fines de semana.',
    });
  });

  it('answers a repeat of the same key as the first time; another answer is 409', async () => {
    const id = formOf('alumno4');
    const payload = { claveIdempotencia: nextKey(), respuestas: await fullAnswers('alumno4', id) };
    const first = await send('alumno4', id, payload);
    const again = await send('alumno4', id, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual(first.json().results);
    const other = await send('alumno4', id, { respuestas: payload.respuestas });
    expect(other.statusCode).toBe(409);
    expect(other.json().messagePublic).toBe(t.formAnswered);
  });

  it('takes an optional question left out, not a required one; an option offered, not another', async () => {
    const id = formOf('alumno5');
    const all = await fullAnswers('alumno5', id);
    const [first, second, third] = all;
    const missing = await send('alumno5', id, { respuestas: [first, third] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ [`q${second!.idPregunta}`]: [t.answerRequired] });
    const wrong = await send('alumno5', id, {
      respuestas: [{ ...first, valor: 'Nunca' }, second, third],
    });
    expect(wrong.json().errors).toEqual({ [`q${first!.idPregunta}`]: [t.notAnOption] });
    expect((await send('alumno5', id, { respuestas: [first, second, third] })).statusCode).toBe(
      200,
    );
  });

  it('takes a text of 1000 characters, not 1001 nor one of spaces; refuses a question of another form', async () => {
    const id = formOf('alumno6');
    const [a, b, c] = await fullAnswers('alumno6', id);
    const withText = (valor: string) =>
      send('alumno6', id, { respuestas: [a, b, { ...c, valor }] });
    expect((await withText('a'.repeat(1001))).statusCode).toBe(400);
    expect((await withText('   ')).statusCode).toBe(400);
    const stranger = await send('alumno6', id, {
      respuestas: [a, b, c, { idPregunta: 2147483647, valor: 'Sí' }],
    });
    expect(stranger.json().errors).toEqual({ respuestas: [t.notAQuestion] });
    // At most 20 answers: the 21st is refused by the contract, before any question is read.
    const many = Array.from({ length: 21 }, (_, i) => ({ idPregunta: i + 1, valor: 'Sí' }));
    expect((await send('alumno6', id, { respuestas: many })).statusCode).toBe(400);
    const twenty = await send('alumno6', id, { respuestas: many.slice(0, 20) });
    expect(twenty.json().errors).toEqual({ respuestas: [t.notAQuestion] });
    expect((await withText('a'.repeat(1000))).statusCode).toBe(200);
  });

  it("refuses another student's form (403) and a form of a closed case (409)", async () => {
    const id = formOf('alumno7');
    const respuestas = await fullAnswers('alumno7', id);
    expect((await send('alumno8', id, { respuestas })).statusCode).toBe(403);
    const { caseId } = demo.db
      .prepare('SELECT case_id AS caseId FROM sae_actions WHERE id = ?')
      .get(id) as { caseId: number };
    await demo.api.call('colaborador', {
      method: 'POST',
      url: `${MAIN}/admin/casos-sae/${caseId}/cerrar`,
      payload: { nota: 'Cerramos el acompañamiento del ciclo.' },
    });
    const closed = await send('alumno7', id, { respuestas });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().messagePublic).toBe(t.formOfClosedCase);
  });
});
