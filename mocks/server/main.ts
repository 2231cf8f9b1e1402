// `node mocks/server/main.ts`: the campus with its demo API. PORT and HOST pick the address; the
// demo API reads CAMPUS_DB_FILE, CAMPUS_SEED_STUDENTS, CAMPUS_JWT_* itself (see api/options.ts).
import { demoAccounts, DEMO_PASSWORD } from '../seed/demoAccounts.ts';
import { demoLogger } from '../api/serverOptions.ts';
import { startCampusServer } from './serveCampus.ts';

const { url, close } = await startCampusServer({
  port: process.env.PORT ? Number(process.env.PORT) : undefined,
  host: process.env.HOST || undefined,
  logger: demoLogger(process.env.LOG_LEVEL || 'info'),
});

console.log(`\nCampus disponible en ${url}`);
console.log(
  `Cuentas de demostración (contraseña ${DEMO_PASSWORD}): ${demoAccounts.map((account) => account.usuario).join(', ')}\n`,
);

// Closing lets SQLite checkpoint its WAL into campus.db.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void close().then(() => process.exit(0)));
}
