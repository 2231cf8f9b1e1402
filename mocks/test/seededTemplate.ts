import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { isDeepStrictEqual } from 'node:util';
import { threadId } from 'node:worker_threads';
import { inject } from 'vitest';
import type { SeedOptions } from '../seed/seedDatabase.ts';

/** What a test API is seeded with unless its test says otherwise: what the template holds. */
export const STANDARD_SEED: Readonly<SeedOptions> = Object.freeze({ students: 20 });

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's demo database with STANDARD_SEED at the test clock's start (seedTemplate.ts). */
    seededTemplate?: string;
  }
}

export const isStandardSeed = (seed: SeedOptions | undefined) =>
  isDeepStrictEqual(seed ?? STANDARD_SEED, STANDARD_SEED);

export interface TemplateCopy {
  dbFile: string;
  /** Deletes the folder made for the copy, if one was; call it once the database is closed. */
  remove: () => void;
}

/** Seeds a new database at `dbFile` as a test API's start would, with `seed`. */
export type SeedInto = (dbFile: string, seed: SeedOptions) => Promise<void>;

/**
 * Leaves `dbFile` one self-contained file to copy: the WAL folded in and the journal back to a
 * plain one (each copy's API turns WAL on again when it opens it).
 */
export function foldJournal(dbFile: string) {
  const db = new DatabaseSync(dbFile);
  db.exec('PRAGMA journal_mode = DELETE');
  db.close();
}

/**
 * The template of another seed (a test that needs more students to page through), seeded by the
 * first test file that asks for it and copied by the next ones: some twenty files seeded 40 or 60
 * students each, close to a second apiece. Written under a name of its own and renamed into
 * place, so a worker never copies another's half-written file (two may both seed it first).
 */
async function templateOf(standard: string, seed: SeedOptions, seedInto: SeedInto) {
  const file = join(dirname(standard), `seed-${JSON.stringify(seed).replace(/\W+/g, '-')}.db`);
  if (existsSync(file)) return file;
  const draft = `${file}.${process.pid}-${threadId}`;
  await seedInto(draft, seed);
  foldJournal(draft);
  renameSync(draft, file);
  return file;
}

/**
 * A copy of the run's template of `seed` at `dbFile`, or in a folder of its own when none is
 * given or it is ':memory:'. Null when `dbFile` already exists (the API migrates it as it is) or
 * there is no template: outside a Vitest run of the node project, or under another config.
 */
export async function copyTemplate(
  dbFile: string | undefined,
  seed: SeedOptions,
  seedInto: SeedInto,
): Promise<TemplateCopy | null> {
  const standard = inject('seededTemplate');
  if (!standard) return null;
  if (dbFile && dbFile !== ':memory:' && existsSync(dbFile)) return null;
  const template = isStandardSeed(seed) ? standard : await templateOf(standard, seed, seedInto);
  if (dbFile && dbFile !== ':memory:') {
    mkdirSync(dirname(dbFile), { recursive: true });
    copyFileSync(template, dbFile);
    return { dbFile, remove: () => undefined };
  }
  // Beside the template: in memory when the machine allows, and gone with it after the run.
  const dir = mkdtempSync(join(dirname(template), 'api-'));
  copyFileSync(template, join(dir, 'campus.db'));
  return {
    dbFile: join(dir, 'campus.db'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
