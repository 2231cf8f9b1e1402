// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { staffTexts } from './texts.ts';

const demo = useTestApiWithDatabase({ seed: { students: 10 } });
const URL = '/api/main/admin/sinonimosAsistente';
const superadmin = (request: Parameters<typeof demo.api.call>[1]) =>
  demo.api.call('superadmin', request);

const ask = async (mensaje: string) =>
  (
    await demo.api.call('alumno', {
      method: 'POST',
      url: '/api/chatbot/mensajes',
      payload: { mensaje },
    })
  ).json().results;

const lastAudit = () =>
  demo.db
    .prepare(
      "SELECT action, record_id AS id FROM audit_log WHERE resource = 'sinonimosAsistente' ORDER BY id DESC LIMIT 1",
    )
    .get();

describe('sinonimosAsistente', () => {
  it('lists the seeded vocabulary, searched without accents', async () => {
    const list = await superadmin({
      url: URL,
      query: { filter: JSON.stringify({ q: 'contrasena' }) },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((row: { frase: string }) => row.frase)).toContain('clave');
    expect(list.headers['content-range']).toMatch(/^sinonimosAsistente /);
  });

  it('creates, edits and deletes a phrase, each in the audit log, read by the assistant', async () => {
    expect((await ask('¿cómo saco mi fotocheck?')).tipo).toBe('SIN_RESPUESTA');
    const created = await superadmin({
      method: 'POST',
      url: URL,
      payload: { frase: ' fotocheck ', equivalente: 'carné   de estudiante' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const phrase = created.json();
    expect(phrase).toMatchObject({
      frase: 'fotocheck',
      equivalente: 'carné de estudiante',
      version: 1,
    });
    expect(lastAudit()).toEqual({ action: 'create', id: String(phrase.id) });
    expect((await ask('¿cómo saco mi fotocheck?')).tipo).toBe('RESPUESTA');

    const edited = await superadmin({
      method: 'PUT',
      url: `${URL}/${phrase.id}`,
      payload: { frase: 'fotocheck', equivalente: 'carné', version: 1 },
    });
    expect(edited.json()).toMatchObject({ equivalente: 'carné', version: 2 });
    expect(lastAudit()).toEqual({ action: 'update', id: String(phrase.id) });
    const stale = await superadmin({
      method: 'PUT',
      url: `${URL}/${phrase.id}`,
      payload: { frase: 'fotocheck', equivalente: 'carné', version: 1 },
    });
    expect(stale.statusCode).toBe(409);

    const removed = await superadmin({ method: 'DELETE', url: `${URL}/${phrase.id}` });
    expect(removed.statusCode).toBe(200);
    expect(lastAudit()).toEqual({ action: 'delete', id: String(phrase.id) });
    expect((await ask('¿cómo saco mi fotocheck?')).tipo).toBe('SIN_RESPUESTA');
  });

  it('refuses a phrase taken (accents and case aside) or without a word the assistant reads', async () => {
    const taken = await superadmin({
      method: 'POST',
      url: URL,
      payload: { frase: 'CLAVE', equivalente: 'contraseña' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ frase: [staffTexts.phraseTaken] });
    const empty = await superadmin({
      method: 'POST',
      url: URL,
      payload: { frase: 'de la', equivalente: 'el de' },
    });
    expect(empty.json().errors).toEqual({
      frase: [staffTexts.noWords],
      equivalente: [staffTexts.noWords],
    });
    const long = await superadmin({
      method: 'POST',
      url: URL,
      payload: { frase: 'x'.repeat(81), equivalente: 'contraseña' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().messagePublic).toMatch(/[áéíóúñ]|\b(debe|campo)\b/i);
  });

  it('is the superadmin’s alone', async () => {
    for (const usuario of ['alumno', 'colaborador']) {
      expect((await demo.api.call(usuario, { url: URL })).statusCode).toBe(403);
    }
  });
});
