// `npm start`: the production build of the campus on http://localhost:5173, backed by the demo API.
//   --port N     listen on another port
//   --fresh-db   start from a newly seeded demo database (the e2e suite uses it)
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildIfStale } from './buildIfStale.mjs';
import { demoAccounts } from '../mocks/seed/demoAccounts.ts';
import { demoLogger } from '../mocks/api/serverOptions.ts';
import { startCampusServer } from '../mocks/server/serveCampus.ts';

const { values } = parseArgs({
  options: { port: { type: 'string' }, 'fresh-db': { type: 'boolean', default: false } },
});
const port = Number(values.port ?? process.env.PORT ?? 5173);
const dbFile = process.env.CAMPUS_DB_FILE ?? '.data/campus.db';
const host = process.env.HOST ?? 'localhost';

buildIfStale();
if (values['fresh-db']) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
}
// Warnings and errors (every 5xx, with its request id) as JSON lines on stdout; LOG_LEVEL=info adds
// the demo mails and seeding.
const server = await startCampusServer({
  port,
  host,
  dbFile,
  logger: demoLogger(process.env.LOG_LEVEL || 'warn'),
});

const shown = host === '0.0.0.0' ? 'localhost' : host;
console.log(`\nCampus listo en http://${shown}:${port}`);
console.log('Cuentas de demostración (contraseña Campus2026):');
for (const account of demoAccounts)
  console.log(`  ${account.usuario.padEnd(12)} ${account.descripcion}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
