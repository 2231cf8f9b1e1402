import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
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

/**
 * A copy of the run's seeded template at `dbFile`, or in a folder of its own when none is given or
 * it is ':memory:'. Null when `dbFile` already exists (the API migrates it as it is) or there is
 * no template: outside a Vitest run of the node project, or under another config.
 */
export function copyTemplate(dbFile?: string): TemplateCopy | null {
  const template = inject('seededTemplate');
  if (!template) return null;
  if (dbFile && dbFile !== ':memory:') {
    if (existsSync(dbFile)) return null;
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
