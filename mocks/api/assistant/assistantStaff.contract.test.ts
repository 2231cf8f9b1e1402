// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  FuenteAsistente,
  GrupoSinRespuesta,
  SinonimoAsistente,
} from '../../../generated/main/model/index.ts';
import { callOk, loginAs } from '../../test/contractClient.ts';

// issue 56 through the contract: what the assistant could not answer reaches staff, who link it
// to a source; the superadmin edits the vocabulary.
const QUESTION = '¿Dónde veo la tabla del campeonato de ajedrez?';
const ask = (token: string, mensaje: string) =>
  callOk('chatbot', '/mensajes', { method: 'POST', token, body: { mensaje } });

describe('the assistant learning from misses (preguntasSinRespuesta, sinonimosAsistente)', () => {
  it('staff link a missed question to a source and the student is answered with it', async () => {
    // alumno5 is given a temporary password by the users' contract test (main.contract.test.ts).
    const student = (await loginAs('alumno')).token;
    const staff = (await loginAs('colaborador')).token;
    expect((await ask(student, QUESTION)).body.results).toMatchObject({ tipo: 'SIN_RESPUESTA' });

    const filter = encodeURIComponent(JSON.stringify({ q: 'ajedrez', enlazada: false }));
    const groups = (
      await callOk('main', `/admin/preguntasSinRespuesta?filter=${filter}`, {
        token: staff,
      })
    ).body as unknown as GrupoSinRespuesta[];
    const group = groups[0]!;
    expect(group.pregunta).toBe(QUESTION);
    await callOk('main', `/admin/preguntasSinRespuesta/${group.id}`, { token: staff });
    const sources = (await callOk('main', '/admin/fuentesAsistente?q=notas', { token: staff })).body
      .results as FuenteAsistente[];
    const linked = (
      await callOk('main', `/admin/preguntasSinRespuesta/${group.id}`, {
        method: 'PUT',
        token: staff,
        body: { fuente: sources[0]!.id, version: group.version },
      })
    ).body as unknown as GrupoSinRespuesta;
    expect(linked.fuente).toBe(sources[0]!.id);
    expect((await ask(student, QUESTION)).body.results).toMatchObject({ tipo: 'RESPUESTA' });

    const added = (
      await callOk('main', `/admin/preguntasSinRespuesta/${group.id}/sinonimo`, {
        method: 'POST',
        token: staff,
        body: { frase: 'campeonato de ajedrez', equivalente: 'actividades deportivas' },
      })
    ).body as unknown as SinonimoAsistente;
    expect(added.frase).toBe('campeonato de ajedrez');
  });

  it('the superadmin lists, adds, edits and deletes a phrase of the vocabulary', async () => {
    const token = (await loginAs('superadmin')).token;
    const filter = encodeURIComponent(JSON.stringify({ q: 'jalar' }));
    await callOk('main', `/admin/sinonimosAsistente?filter=${filter}`, { token });
    const created = (
      await callOk('main', '/admin/sinonimosAsistente', {
        method: 'POST',
        token,
        body: { frase: 'me jalaron en contrato', equivalente: 'desaprobado nota' },
      })
    ).body as unknown as SinonimoAsistente;
    await callOk('main', `/admin/sinonimosAsistente/${created.id}`, { token });
    await callOk('main', `/admin/sinonimosAsistente/${created.id}`, {
      method: 'PUT',
      token,
      body: { frase: created.frase, equivalente: 'desaprobado', version: created.version },
    });
    await callOk('main', `/admin/sinonimosAsistente/${created.id}`, { method: 'DELETE', token });
  });
});
