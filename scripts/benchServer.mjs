import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './buildIfStale.mjs';

/**
 * The built campus and a fresh demo API on a free loopback port, with its database in a
 * temporary folder that `close()` removes. `dbFile` lets a benchmark add data beside it.
 * `distDir` serves another build as it is (an older commit's, to compare against); `serveApp:
 * false` starts the demo API alone (nothing built).
 */
export async function startBenchServer(name, { distDir, serveApp = true } = {}) {
  if (serveApp && !distDir) buildIfStale();
  const { startCampusServer } = await import('../mocks/server/serveCampus.ts');
  const dataDir = mkdtempSync(join(tmpdir(), `campus-bench-${name}-`));
  const dbFile = join(dataDir, 'campus.db');
  const server = await startCampusServer({
    port: 0,
    host: '127.0.0.1',
    dbFile,
    filesDir: join(dataDir, 'files'),
    serveApp,
    ...(distDir && { distDir }),
  });
  return {
    url: server.url,
    dbFile,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
