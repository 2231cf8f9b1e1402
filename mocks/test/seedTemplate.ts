// Vitest globalSetup of the node project: seeds the standard demo database once per run, for
// createTestApi to copy (seededTemplate.ts) instead of each test file seeding its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { foldJournal, STANDARD_SEED } from './seededTemplate.ts';
import { seedDatabaseFile } from './testApi.ts';

/**
 * A RAM-backed folder where there is one: a file database on disk waits for a sync at every
 * commit (over a millisecond here), one in RAM does not, as the in-memory ones tests used before.
 */
function temporaryFolder() {
  try {
    return mkdtempSync('/dev/shm/campus-template-');
  } catch {
    return mkdtempSync(join(tmpdir(), 'campus-template-'));
  }
}

export default async function seedTemplate(project: TestProject) {
  const dir = temporaryFolder();
  const dbFile = join(dir, 'campus.db');
  // The API's own start seeds it, as it would a test's database: the same steps, the same clock.
  await seedDatabaseFile(dbFile, STANDARD_SEED);
  foldJournal(dbFile);
  project.provide('seededTemplate', dbFile);
  return () => rmSync(dir, { recursive: true, force: true });
}
