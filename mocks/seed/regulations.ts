import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOneOrThrow } from '../db/query.ts';
import { randomFor, type Random } from './random.ts';
import { regulationSeeds, type Audiencia } from './regulationSeeds.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '010_regulations.sql';
// A migration's seeder gets only the database: a fixed seed keeps the acceptances the same on
// every machine.
const SEED = 2026;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How long after publication the audience keeps accepting a version. */
const ACCEPTANCE_WINDOW = 45 * DAY;
// Most of the audience accepted the versions they were asked to; fewer the current, newer ones.
const OLDER_SHARE = 0.75;
const CURRENT_SHARE = 0.4;
// spec §3 reglamentosActualizados: the demo student and teacher accepted every older version but
// not the current ones, so the campus has updated regulations to ask them about.
const DEMO_USERNAMES = new Set(['alumno', 'docente']);

const TIPS_OF: Record<Audiencia, readonly number[]> = {
  ESTUDIANTES: [1],
  DOCENTES: [2],
  TODOS: [1, 2, 3],
};

interface User {
  id: number;
  tip: number;
  username: string;
}

/** When a user accepted a version published at `published`, before the next one (if any). */
const acceptedAt = (random: Random, published: number, next: number | null) => {
  const window = Math.min(ACCEPTANCE_WINDOW, (next ?? Infinity) - published - HOUR);
  return published + HOUR + Math.floor(random.next() * window);
};

/** 010's demo data: the regulations, their versions and who accepted which. */
export function seedRegulations(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const publisher = queryOneOrThrow<{ id: number }>(
    db,
    "SELECT id FROM users WHERE username = 'superadmin'",
  );
  const users = queryAll<User>(db, 'SELECT id, tip, username FROM users ORDER BY id');
  const insertRegulation = db.prepare(
    'INSERT INTO regulations (titulo, descripcion, audiencia, activo) VALUES (?, ?, ?, ?)',
  );
  const insertVersion = db.prepare(`INSERT INTO regulation_versions
    (regulation_id, numero, resumen_cambios, contenido, published_at, published_by)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertAcceptance = db.prepare(
    'INSERT INTO regulation_acceptances (version_id, user_id, accepted_at) VALUES (?, ?, ?)',
  );

  for (const regulation of regulationSeeds) {
    const regulationId = insertRow(
      insertRegulation,
      regulation.titulo,
      regulation.descripcion,
      regulation.audiencia,
      regulation.activo ? 1 : 0,
    );
    const audience = users.filter((user) => TIPS_OF[regulation.audiencia].includes(user.tip));
    regulation.versions.forEach((version, index) => {
      const published = Date.parse(version.publishedAt);
      const following = regulation.versions[index + 1];
      const next = following ? Date.parse(following.publishedAt) : null;
      const versionId = insertRow(
        insertVersion,
        regulationId,
        index + 1,
        version.resumenCambios,
        version.contenido,
        published,
        publisher.id,
      );
      for (const user of audience) {
        const accepts = DEMO_USERNAMES.has(user.username)
          ? next !== null
          : random.chance(next === null ? CURRENT_SHARE : OLDER_SHARE);
        if (accepts) insertAcceptance.run(versionId, user.id, acceptedAt(random, published, next));
      }
    });
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedRegulations };
