// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { migrationFiles } from '../db/migrate.ts';
import { loadSeedSteps, seedersByMigration } from './loadSeedSteps.ts';
import { BASE_MIGRATION } from './seedDatabase.ts';

const run = () => undefined;
const migrations = ['001_a.sql', '002_b.sql'];

describe('assembling the seed steps', () => {
  it('finds the steps of the folder, each for a migration after the base data', async () => {
    const seeders = await loadSeedSteps();
    expect(seeders['022_courses.sql']).toBeTypeOf('function');
    const files = migrationFiles();
    for (const migration of Object.keys(seeders)) {
      expect(files).toContain(migration);
      expect(migration > BASE_MIGRATION).toBe(true);
    }
  });

  it('keys each seeder by its migration and skips modules without a step', () => {
    expect(
      seedersByMigration(
        [
          { name: 'helper', folder: 'seed', exports: { somethingElse: 1 } },
          { name: 'b', folder: 'seed', exports: { seedStep: { migration: '002_b.sql', run } } },
        ],
        migrations,
      ),
    ).toEqual({ '002_b.sql': run });
  });

  it('refuses two steps for one migration', () => {
    expect(() =>
      seedersByMigration(
        [
          { name: 'uno', folder: 'seed', exports: { seedStep: { migration: '001_a.sql', run } } },
          { name: 'dos', folder: 'seed', exports: { seedStep: { migration: '001_a.sql', run } } },
        ],
        migrations,
      ),
    ).toThrow(/001_a\.sql is seeded by both uno\.ts and dos\.ts/);
  });

  it('refuses a step for a migration that does not exist, or without a run function', () => {
    expect(() =>
      seedersByMigration(
        [{ name: 'uno', folder: 'seed', exports: { seedStep: { migration: '003_c.sql', run } } }],
        migrations,
      ),
    ).toThrow(/uno\.ts seeds 003_c\.sql, which is no migration/);
    expect(() =>
      seedersByMigration(
        [{ name: 'uno', folder: 'seed', exports: { seedStep: { migration: '001_a.sql' } } }],
        migrations,
      ),
    ).toThrow(/uno\.ts exports a seedStep without/);
  });
});
