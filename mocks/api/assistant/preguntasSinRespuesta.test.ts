// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { staffTexts } from './texts.ts';

const demo = useTestApiWithDatabase({ seed: { students: 20 } });
const GROUPS = '/api/main/admin/preguntasSinRespuesta';

const ask = async (mensaje: string) => {
  const response = await demo.api.call('alumno', {
    method: 'POST',
    url: '/api/chatbot/mensajes',
    payload: { mensaje },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
};

const staff = (request: Parameters<typeof demo.api.call>[1]) =>
  demo.api.call('colaborador', request);

async function groupOf(words: string) {
  const list = await staff({ url: GROUPS, query: { filter: JSON.stringify({ q: words }) } });
  expect(list.statusCode, list.body).toBe(200);
  return list.json()[0];
}

const auditRows = (resource: string) =>
  demo.db
    .prepare(
      'SELECT action, record_id AS id, after_json AS after FROM audit_log WHERE resource = ?',
    )
    .all(resource) as { action: string; id: string; after: string }[];

describe('preguntasSinRespuesta', () => {
  it('lists the groups with their counts, most asked first', async () => {
    await ask('¿Dónde veo los resultados del campeonato de vóley?');
    await ask('donde veo resultados campeonato voley??');
    await ask('¿A qué hora abre la cafetería?');
    const list = await staff({ url: GROUPS });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^preguntasSinRespuesta 0-\d+\/\d+$/);
    const [first] = list.json();
    expect(first).toMatchObject({
      pregunta: 'donde veo resultados campeonato voley??',
      total: 2,
      fuente: null,
      fuenteTitulo: null,
    });
    const one = await staff({ url: `${GROUPS}/${first.id}` });
    expect(one.json().preguntas.map((row: { pregunta: string }) => row.pregunta)).toEqual([
      'donde veo resultados campeonato voley??',
      '¿Dónde veo los resultados del campeonato de vóley?',
    ]);
  });

  it('answers a linked question with its source from then on, and audits the link', async () => {
    const question = '¿Dónde veo los resultados del campeonato de vóley?';
    expect((await ask(question)).tipo).toBe('SIN_RESPUESTA');
    const group = await groupOf('campeonato de vóley');
    const sources = await staff({ url: '/api/main/admin/fuentesAsistente', query: { q: 'notas' } });
    const source = sources.json().results[0];
    expect(source.id).toMatch(/^[A-Z_]+:\d+/);

    const refused = await staff({
      method: 'PUT',
      url: `${GROUPS}/${group.id}`,
      payload: { fuente: 'TRAMITE:99999', version: group.version },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ fuente: [staffTexts.unknownSource] });

    const linked = await staff({
      method: 'PUT',
      url: `${GROUPS}/${group.id}`,
      payload: { fuente: source.id, version: group.version },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ fuente: source.id, fuenteTitulo: source.titulo });
    const stale = await staff({
      method: 'PUT',
      url: `${GROUPS}/${group.id}`,
      payload: { fuente: source.id, version: group.version },
    });
    expect(stale.statusCode).toBe(409);

    const answer = await ask('donde veo los resultados del campeonato de voley');
    expect(answer.tipo).toBe('RESPUESTA');
    expect(answer.fuentes[0].titulo).toBe(source.titulo.replace(/ \(artículo \d+\)$/, ''));
    expect(auditRows('preguntasSinRespuesta').at(-1)).toMatchObject({
      action: 'update',
      id: String(group.id),
    });
    // The linked group is no longer among the pending ones.
    const pending = await staff({
      url: GROUPS,
      query: { filter: JSON.stringify({ enlazada: false, q: 'vóley' }) },
    });
    expect(pending.json()).toEqual([]);
  });

  it("adds a phrase of the group's questions to the vocabulary, which the assistant then reads", async () => {
    expect((await ask('¿Cómo saco mi fotocheck?')).tipo).toBe('SIN_RESPUESTA');
    const group = await groupOf('fotocheck');
    const foreign = await staff({
      method: 'POST',
      url: `${GROUPS}/${group.id}/sinonimo`,
      payload: { frase: 'credencial', equivalente: 'carné' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ frase: [staffTexts.phraseNotAsked] });

    const added = await staff({
      method: 'POST',
      url: `${GROUPS}/${group.id}/sinonimo`,
      payload: { frase: '  Fotocheck ', equivalente: 'carné de estudiante' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ frase: 'Fotocheck', equivalente: 'carné de estudiante' });
    expect(auditRows('sinonimosAsistente').at(-1)).toMatchObject({ action: 'create' });
    const again = await staff({
      method: 'POST',
      url: `${GROUPS}/${group.id}/sinonimo`,
      payload: { frase: 'fotocheck', equivalente: 'carné' },
    });
    expect(again.json().errors).toEqual({ frase: [staffTexts.phraseTaken] });

    const answer = await ask('¿Cómo saco mi fotocheck?');
    expect(answer.tipo).toBe('RESPUESTA');
    expect(answer.fuentes[0].titulo).toMatch(/carn[eé]/i);
  });

  it('keeps a link to an article on that article when a new version of its regulation moves it', async () => {
    const question = '¿Dónde se inscribe uno al torneo interno de ajedrez?';
    expect((await ask(question)).tipo).toBe('SIN_RESPUESTA');
    const group = await groupOf('torneo interno de ajedrez');
    const sources = await staff({
      url: '/api/main/admin/fuentesAsistente',
      query: { q: 'queda inhabilitado' },
    });
    const source = sources.json().results[0];
    expect(source).toMatchObject({ titulo: 'Reglamento académico (artículo 3)' });
    const linked = await staff({
      method: 'PUT',
      url: `${GROUPS}/${group.id}`,
      payload: { fuente: source.id, version: group.version },
    });
    expect(linked.statusCode, linked.body).toBe(200);

    // A new version opens with a heading: article 3 is now the fourth paragraph.
    const regulation = demo.db
      .prepare(
        `SELECT r.id, v.contenido FROM regulations r
          JOIN regulation_versions v ON v.regulation_id = r.id
          WHERE r.titulo = 'Reglamento académico' ORDER BY v.numero DESC LIMIT 1`,
      )
      .get() as { id: number; contenido: string };
    const published = await demo.api.call('superadmin', {
      method: 'POST',
      url: '/api/main/admin/reglamentoVersion',
      payload: {
        reglamentoId: regulation.id,
        resumenCambios: 'Se agrega un título.',
        contenido: `Título I. De los estudios\n\n${regulation.contenido}`,
      },
    });
    expect(published.statusCode, published.body).toBe(200);

    const answer = await ask('donde se inscribe uno al torneo interno de ajedrez');
    expect(answer.tipo).toBe('RESPUESTA');
    expect(answer.respuesta).toMatch(
      /^Según el Reglamento académico \(artículo 3\): .*inhabilitado/,
    );
    const after = await staff({ url: `${GROUPS}/${group.id}` });
    expect(after.json().fuenteTitulo).toBe('Reglamento académico (artículo 3)');
  });

  it("answers a linked question again when it holds the asker's own name", async () => {
    const { firstName } = demo.db
      .prepare("SELECT first_name AS firstName FROM users WHERE username = 'alumno'")
      .get() as { firstName: string };
    const question = `Hola, soy ${firstName}: ¿hay torneo de pimpón este mes?`;
    expect((await ask(question)).tipo).toBe('SIN_RESPUESTA');
    const group = await groupOf('pimpón');
    const [source] = (
      await staff({ url: '/api/main/admin/fuentesAsistente', query: { q: 'beca' } })
    ).json().results;
    const linked = await staff({
      method: 'PUT',
      url: `${GROUPS}/${group.id}`,
      payload: { fuente: source.id, version: group.version },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const again = await ask(`${firstName} pregunta: hay torneo de pimpon este mes`);
    expect(again.tipo).toBe('RESPUESTA');
    expect(again.fuentes[0].titulo).toBe(source.titulo);
  });

  it('refuses students and collaborators without the admin-type flag', async () => {
    for (const usuario of ['alumno', 'asistente']) {
      const response = await demo.api.call(usuario, { url: GROUPS });
      expect(response.statusCode).toBe(403);
    }
  });
});
