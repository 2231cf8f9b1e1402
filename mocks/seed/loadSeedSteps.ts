import { importFolder, type FolderModule } from '../api/folderModules.ts';
import { migrationFiles, type Seeder } from '../db/migrate.ts';
import type { SeedStep } from './seedStep.ts';

// Every module of this folder but its tests and the two that assemble the steps (importing those
// would close a circle); helpers that export no `seedStep` are skipped.
const MODULE_FILE = /^(?!seedDatabase\.|loadSeedSteps\.)[A-Za-z0-9]+\.ts$/;

let loaded: Promise<Record<string, Seeder>> | undefined;

/**
 * The seeders of the modules of this folder that export a `seedStep`, by migration, so that a new
 * area adds its seed module and edits no list.
 */
export function loadSeedSteps(): Promise<Record<string, Seeder>> {
  loaded ??= importFolder(new URL('./', import.meta.url), MODULE_FILE).then((modules) =>
    seedersByMigration(modules, migrationFiles()),
  );
  return loaded;
}

/**
 * The steps' seeders by migration. Throws, naming the modules, on a step whose migration does not
 * exist (it would never run) and on two steps for one migration (which would run first would be
 * no one's decision: one module should run both).
 */
export function seedersByMigration(
  modules: readonly FolderModule[],
  migrations: readonly string[],
): Record<string, Seeder> {
  const moduleOf = new Map<string, string>();
  const seeders: Record<string, Seeder> = {};
  const problems: string[] = [];
  for (const { name, exports } of modules) {
    const step = exports.seedStep;
    if (step === undefined) continue;
    if (!isSeedStep(step)) {
      problems.push(`${name}.ts exports a seedStep without a migration and a run function`);
      continue;
    }
    const other = moduleOf.get(step.migration);
    if (other) problems.push(`${step.migration} is seeded by both ${other}.ts and ${name}.ts`);
    else if (!migrations.includes(step.migration))
      problems.push(`${name}.ts seeds ${step.migration}, which is no migration`);
    else {
      moduleOf.set(step.migration, name);
      seeders[step.migration] = step.run;
    }
  }
  if (problems.length > 0)
    throw new Error(`The demo data's seed steps do not fit: ${problems.join('; ')}.`);
  return seeders;
}

const isSeedStep = (value: unknown): value is SeedStep =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SeedStep).migration === 'string' &&
  typeof (value as SeedStep).run === 'function';
