// `npm run db:reset [-- --size 10000] [--seed 7]`: deletes the demo database, migrates and seeds it.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolveOptions } from '../api/options.ts';
import { MEMORY_DB, openDatabase } from '../db/openDatabase.ts';
import { migrateWithDemoData } from '../seed/seedDatabase.ts';

const { values } = parseArgs({
  options: { size: { type: 'string' }, seed: { type: 'string' }, db: { type: 'string' } },
});
const options = resolveOptions({
  dbFile: values.db,
  seed: {
    ...(values.size && { students: Number(values.size) }),
    ...(values.seed && { seed: Number(values.seed) }),
  },
});
if (options.dbFile === MEMORY_DB) throw new Error('db:reset needs a database file, not :memory:.');

for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.dbFile}${suffix}`, { force: true });
const db = openDatabase(options.dbFile);
const summary = await migrateWithDemoData(db, options.seed);
db.close();
if (!summary) throw new Error('A fresh database applied no base migration.');
console.log(
  `Base de datos ${options.dbFile} lista: ${summary.students} estudiantes generados, ` +
    `${summary.teachers} docentes, ${summary.enrolments} matrículas (${summary.milliseconds} ms).`,
);
