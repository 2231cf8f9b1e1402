// Vitest globalSetup of the node project: seeds the standard demo database once per run, for
// createTestApi to copy (seededTemplate.ts) instead of each test file seeding its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { TestProject } from 'vitest/node';
import { buildDemoApi } from '../api/buildDemoApi.ts';
import { testApiDefaults } from './testApi.ts';
import { createTestClock } from './testClock.ts';

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
  const app = buildDemoApi({ ...testApiDefaults(createTestClock().clock), dbFile });
  await app.ready();
  await app.close();
  // One self-contained file to copy: the WAL folded in and the journal back to a plain one
  // (each copy's API turns WAL on again when it opens it).
  const db = new DatabaseSync(dbFile);
  db.exec('PRAGMA journal_mode = DELETE');
  db.close();
  project.provide('seededTemplate', dbFile);
  return () => rmSync(dir, { recursive: true, force: true });
}
