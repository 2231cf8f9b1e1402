// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { missKey } from './misses.ts';

const demo = useTestApiWithDatabase({ seed: { students: 20 } });

const ask = async (mensaje: string, usuario = 'alumno') => {
  const response = await demo.api.call(usuario, {
    method: 'POST',
    url: '/api/chatbot/mensajes',
    payload: { mensaje },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
};

interface Kept {
  pregunta: string;
  dia: string;
  clave: string;
}
const kept = (): Kept[] =>
  demo.db
    .prepare(
      `SELECT m.pregunta, m.dia, g.clave FROM assistant_misses m
        JOIN assistant_miss_groups g ON g.id = m.grupo_id ORDER BY m.id`,
    )
    .all() as unknown as Kept[];

describe('missKey', () => {
  it('is the same for the same words however typed, and differs for other words', () => {
    expect(missKey('¿Quién ganó el Mundial de fútbol?')).toBe(
      missKey('quien gano el futbol mundial pe'),
    );
    expect(missKey('quién ganó el mundial de vóley')).not.toBe(missKey('quién ganó el mundial'));
  });
});

describe('the misses store', () => {
  it("keeps a 'no sé' question without the asker's id or personal data", async () => {
    const user = demo.db
      .prepare(
        "SELECT id, first_name AS nombre, paternal_surname AS apellido FROM users WHERE username = 'alumno'",
      )
      .get() as { id: number; nombre: string; apellido: string };
    const question = `Hola, ${user.nombre} ${user.apellido} acá, DNI 71234567, correo yo@gmail.com, cel 987654321, código A2026-00001: ¿quién ganó el campeonato mundial de fútbol?`;
    const answer = await ask(question);
    expect(answer.tipo).toBe('SIN_RESPUESTA');

    const rows = kept();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pregunta).toBe(
      'Hola, [nombre] [nombre] acá, DNI [número], correo [correo], cel [teléfono], código [código]: ¿quién ganó el campeonato mundial de fútbol?',
    );
    expect(rows[0]!.dia).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // No column of either table names a user, and no stored text holds the asker's data.
    const columns = ['assistant_misses', 'assistant_miss_groups'].flatMap((table) =>
      (demo.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(
        (column) => column.name,
      ),
    );
    expect(columns.filter((name) => /user|usuario|alumno|idu|autor/i.test(name))).toEqual([]);
    const stored = JSON.stringify(
      demo.db.prepare('SELECT * FROM assistant_misses, assistant_miss_groups').all(),
    );
    for (const personal of [
      user.nombre,
      user.apellido,
      '71234567',
      'yo@gmail.com',
      '987654321',
      'A2026-00001',
      String(user.id),
    ])
      expect(stored).not.toContain(personal);
  });

  it('groups the same question with a count, and keeps the unanswered part of two', async () => {
    await ask('¿Quién ganó el campeonato mundial de fútbol?');
    await ask('quien gano el futbol mundial campeonato??');
    const answer = await ask(
      '¿Cuánto cuesta la constancia de notas y cuál es el color favorito del director?',
    );
    expect(answer.partes).toHaveLength(2);
    const rows = kept();
    const key = missKey('quién ganó el campeonato mundial de fútbol');
    expect(rows.filter((row) => row.clave === key)).toHaveLength(2);
    expect(rows.at(-1)!.pregunta).toMatch(/color favorito del director/);
    expect(rows.at(-1)!.pregunta).not.toMatch(/constancia/);
  });

  it('keeps nothing when the question is answered', async () => {
    const before = kept().length;
    await ask('cuánto cuesta el certificado de estudios');
    expect(kept()).toHaveLength(before);
  });
});
