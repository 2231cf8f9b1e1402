// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { randomFor } from '../seed/random.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './openDatabase.ts';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function migrationsDir(files: Record<string, string>): URL {
  folder = mkdtempSync(join(tmpdir(), 'campus-migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(folder, name), sql);
  return pathToFileURL(`${folder}/`);
}

const rows = (db: DatabaseSync, table: string) =>
  db
    .prepare(`SELECT name FROM ${table} ORDER BY rowid`)
    .all()
    .map((row) => row.name);

const seedCourses = (db: DatabaseSync) => db.exec("INSERT INTO courses VALUES ('Matemática')");
const seedRooms = (db: DatabaseSync) => db.exec("INSERT INTO rooms VALUES ('Aula 101')");

describe('migrate with demo data', () => {
  it("seeds a migration's data when it is applied, on a database that already has the rest", () => {
    const dir = migrationsDir({ '001_courses.sql': 'CREATE TABLE courses (name TEXT)' });
    const db = openDatabase(':memory:');
    migrate(db, { dir, seeders: { '001_courses.sql': seedCourses } });
    expect(rows(db, 'courses')).toEqual(['Matemática']);

    writeFileSync(join(folder, '002_rooms.sql'), 'CREATE TABLE rooms (name TEXT)');
    const applied = migrate(db, {
      dir,
      seeders: { '001_courses.sql': seedCourses, '002_rooms.sql': seedRooms },
    });

    expect(applied).toEqual(['002_rooms.sql']);
    expect(rows(db, 'rooms')).toEqual(['Aula 101']);
    // The earlier migration's data is not seeded twice.
    expect(rows(db, 'courses')).toEqual(['Matemática']);
  });

  it('leaves nothing behind when a seeder fails: the migration runs again next time', () => {
    const dir = migrationsDir({ '001_courses.sql': 'CREATE TABLE courses (name TEXT)' });
    const db = openDatabase(':memory:');
    const failing = () => {
      throw new Error('seeder failed');
    };
    expect(() => migrate(db, { dir, seeders: { '001_courses.sql': failing } })).toThrow();
    expect(migrate(db, { dir, seeders: { '001_courses.sql': seedCourses } })).toEqual([
      '001_courses.sql',
    ]);
    expect(rows(db, 'courses')).toEqual(['Matemática']);
  });
});

describe('randomFor', () => {
  it('gives each seeder its own draws, the same whatever other seeders exist or draw', () => {
    const draw = (name: string) => Array.from({ length: 5 }, randomFor(7, name).next);
    const alone = draw('006_files.sql');
    randomFor(7, '007_other.sql').next();
    expect(draw('006_files.sql')).toEqual(alone);
    expect(draw('007_other.sql')).not.toEqual(alone);
    expect(Array.from({ length: 5 }, randomFor(8, '006_files.sql').next)).not.toEqual(alone);
  });
});
