import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll } from 'vitest';
import type { BuildDemoApiOptions } from '../api/buildDemoApi.ts';
import { createTestApi, type TestApi } from './testApi.ts';

/**
 * A test file's demo API on a database file of its own, with a read-only connection to check
 * what the answers say against the rows: started before the file's tests, closed after them.
 * Read `api` and `db` inside tests (they exist once the file's hooks ran).
 */
export function useTestApiWithDatabase(options: { seed: BuildDemoApiOptions['seed'] }) {
  const dbFile = join(mkdtempSync(join(tmpdir(), 'campus-api-')), 'campus.db');
  // `dbFile`: for a test that changes a row the seed cannot give it (and puts it back).
  const handle = { dbFile } as { api: TestApi; db: DatabaseSync; dbFile: string };
  beforeAll(async () => {
    handle.api = await createTestApi({ dbFile, seed: options.seed });
    handle.db = new DatabaseSync(dbFile, { readOnly: true });
  });
  afterAll(async () => {
    handle.db.close();
    await handle.api.app.close();
  });
  return handle;
}
