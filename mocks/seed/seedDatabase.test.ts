// @vitest-environment node
import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { migrateWithDemoData, seedDatabase, type SeedOptions } from './seedDatabase.ts';

async function seeded(options: SeedOptions): Promise<DatabaseSync> {
  const db = openDatabase(':memory:');
  migrate(db);
  await seedDatabase(db, options);
  return db;
}

// Everything but the salted password hashes, which are random on purpose.
function snapshot(db: DatabaseSync): Record<string, unknown[]> {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
    .map((row) => String(row.name))
    .filter((name) => name !== 'schema_migrations');
  return Object.fromEntries(
    tables.map((table) => [
      table,
      db
        .prepare(`SELECT * FROM ${table} ORDER BY rowid`)
        .all()
        .map(({ password_hash: _hash, ...row }) => row),
    ]),
  );
}

const count = (db: DatabaseSync, sql: string) => Number(db.prepare(sql).get()?.n);

describe('demo data generator', () => {
  it('produces the same data from the same seed and size', async () => {
    expect(snapshot(await seeded({ students: 120, seed: 7 }))).toEqual(
      snapshot(await seeded({ students: 120, seed: 7 })),
    );
  });

  it('produces other data from another seed', async () => {
    const users = (db: DatabaseSync) => snapshot(db).users;
    expect(users(await seeded({ students: 120, seed: 7 }))).not.toEqual(
      users(await seeded({ students: 120, seed: 8 })),
    );
  });

  it('creates six brands, cycles CI..CXII plus 00, and the demo accounts', async () => {
    const db = await seeded({ students: 10 });
    expect(
      db
        .prepare('SELECT code FROM brands ORDER BY id')
        .all()
        .map((r) => r.code),
    ).toEqual(['HZT', 'CMB', 'PCF', 'AMZ', 'ALT', 'NRT']);
    expect(count(db, 'SELECT count(*) AS n FROM cycles')).toBe(13);
    expect(db.prepare("SELECT name FROM cycles WHERE code = '00'").get()?.name).toBe(
      'Módulo único',
    );
    const accounts = db
      .prepare(
        `SELECT username, tip, is_admin, is_psychologist,
          EXISTS (SELECT 1 FROM superadmin_allowlist a WHERE a.username = u.username) AS allowlisted
        FROM users u WHERE id < 1006 ORDER BY id`,
      )
      .all()
      .map((row) => ({ ...row }));
    expect(accounts).toEqual([
      { username: 'alumno', tip: 1, is_admin: 0, is_psychologist: 0, allowlisted: 0 },
      { username: 'docente', tip: 2, is_admin: 0, is_psychologist: 0, allowlisted: 0 },
      { username: 'colaborador', tip: 3, is_admin: 1, is_psychologist: 0, allowlisted: 0 },
      { username: 'psicologo', tip: 3, is_admin: 1, is_psychologist: 1, allowlisted: 0 },
      { username: 'superadmin', tip: 3, is_admin: 1, is_psychologist: 0, allowlisted: 1 },
    ]);
    expect(
      count(db, 'SELECT count(*) AS n FROM sections WHERE teacher_id = 1002'),
    ).toBeGreaterThanOrEqual(4);
    expect(count(db, 'SELECT count(*) AS n FROM user_tasks')).toBeGreaterThan(0);
  });

  it('names the first generated students alumno1 … alumno8, students with the shared password', async () => {
    const db = await seeded({ students: 10 });
    const spare = db
      .prepare("SELECT username, tip FROM users WHERE username GLOB 'alumno[0-9]*' ORDER BY id")
      .all();
    expect(spare).toEqual(
      Array.from({ length: 8 }, (_, index) => ({ username: `alumno${index + 1}`, tip: 1 })),
    );
  });

  it('arrives with its migration on a new database, and not again on the next start', async () => {
    const db = openDatabase(':memory:');
    const first = await migrateWithDemoData(db, { students: 10, seed: 7 });
    expect(first).toMatchObject({ students: 10 });
    const users = count(db, 'SELECT COUNT(*) AS n FROM users');
    expect(await migrateWithDemoData(db, { students: 10, seed: 7 })).toBeNull();
    expect(count(db, 'SELECT COUNT(*) AS n FROM users')).toBe(users);
  });

  it('applies a later migration to a seeded database without seeding the base data again', async () => {
    const db = openDatabase(':memory:');
    await migrateWithDemoData(db, { students: 10, seed: 7 });
    const before = snapshot(db);
    // The database as it was before 058 existed, without its places: applying it again fills only
    // its own rows.
    db.exec(
      "DELETE FROM ubigeo; DELETE FROM schema_migrations WHERE version = '058_peru_ubigeo.sql'",
    );

    expect(await migrateWithDemoData(db, { students: 10, seed: 7 })).toBeNull();
    expect(snapshot(db)).toEqual(before);
  });

  it('enrols every generated student in sections of their campus', async () => {
    const db = await seeded({ students: 200 });
    expect(count(db, 'SELECT count(*) AS n FROM users WHERE tip = 1')).toBe(201);
    expect(
      count(
        db,
        'SELECT count(*) AS n FROM users u WHERE tip = 1 AND NOT EXISTS (SELECT 1 FROM enrolments e WHERE e.student_id = u.id AND e.is_primary = 1)',
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM section_students ss
      JOIN enrolments e ON e.id = ss.enrolment_id JOIN sections s ON s.id = ss.section_id
      WHERE s.campus_id <> e.campus_id`,
      ),
    ).toBe(0);
  });

  it('seeds 10,000 students well under a minute', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    // This thread's CPU time, not the wall clock: other processes on a busy machine stretch the
    // second and leave the first alone.
    const before = process.threadCpuUsage();
    const summary = await seedDatabase(db, { students: 10_000 });
    const used = process.threadCpuUsage(before);
    expect(summary.students).toBe(10_000);
    expect(count(db, 'SELECT count(*) AS n FROM users WHERE tip = 1')).toBe(10_001);
    expect((used.user + used.system) / 1000).toBeLessThan(20_000);
  });
});
