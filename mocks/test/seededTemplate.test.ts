import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, vi } from 'vitest';
import { copyTemplate, type SeedInto } from './seededTemplate.ts';

/** A stand-in for the demo API's seeding: one table saying which seed made the file. */
const seedInto = vi.fn<SeedInto>(async (dbFile, seed) => {
  const db = new DatabaseSync(dbFile);
  db.exec(`CREATE TABLE made (students INTEGER); INSERT INTO made VALUES (${seed.students})`);
  db.close();
});

const studentsIn = (dbFile: string) => {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  const row = db.prepare('SELECT students FROM made').get();
  db.close();
  return row?.students;
};

describe('copyTemplate', () => {
  it('seeds another seed once, then copies its template to each database that asks', async () => {
    const seed = { students: 7, seed: 99 };
    const first = await copyTemplate(undefined, seed, seedInto);
    const second = await copyTemplate(undefined, seed, seedInto);
    expect(seedInto).toHaveBeenCalledTimes(1);
    expect(first?.dbFile).not.toBe(second?.dbFile);
    expect(studentsIn(first!.dbFile)).toBe(7);
    expect(studentsIn(second!.dbFile)).toBe(7);
    first?.remove();
    expect(existsSync(first!.dbFile)).toBe(false);
    second?.remove();
  });

  it('copies the run’s standard template without seeding anything', async () => {
    seedInto.mockClear();
    const copy = await copyTemplate(undefined, { students: 20 }, seedInto);
    expect(seedInto).not.toHaveBeenCalled();
    expect(copy).not.toBeNull();
    copy?.remove();
  });
});
