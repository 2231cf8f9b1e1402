import type { DatabaseSync } from 'node:sqlite';
import { usuarioGenericoSql } from '../api/admin/usuarioGenerico.sql.ts';
import { queryAll } from '../db/query.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '014_generic_users.sql';
// A migration's seeder gets only the database: a fixed seed keeps the accounts the same everywhere.
const SEED = 2026;
const DAY = 24 * 3_600_000;
// The seed's "now" for sign-ins: a fixed day, so the data does not depend on when it was seeded.
const SEEDED_AT = Date.parse('2026-11-20T15:00:00.000Z');

/** The offices of each campus that share one account among their staff. */
const AREAS = [
  { slug: 'biblioteca', area: 'Biblioteca', nombre: 'Biblioteca' },
  { slug: 'laboratorio', area: 'Laboratorio de cómputo', nombre: 'Laboratorio de cómputo' },
  { slug: 'topico', area: 'Tópico', nombre: 'Tópico' },
  { slug: 'admision', area: 'Admisión', nombre: 'Módulo de admisión' },
  { slug: 'mesa-partes', area: 'Mesa de partes', nombre: 'Mesa de partes' },
] as const;

interface Campus {
  brandCode: string;
  mailDomain: string;
  campus: string;
  ordinal: number;
}

// Nobody knows a seeded account's password (this is no scrypt hash, so nothing matches it): a
// superadmin hands out a temporary one from /superadmin/usuarios when an office needs it.
const NO_PASSWORD = '!';

/** 014's demo data: each campus's shared office accounts, some used lately, a few deactivated. */
export function seedGenericUsers(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const campuses = queryAll<Campus>(
    db,
    `SELECT b.code AS brandCode, b.mail_domain AS mailDomain, c.name AS campus,
        row_number() OVER (PARTITION BY b.id ORDER BY c.id) AS ordinal
      FROM campuses c JOIN brands b ON b.id = c.brand_id ORDER BY b.id, c.id`,
  );
  const insertUser = db.prepare(usuarioGenericoSql.insert);
  const insertSignIn = db.prepare(`INSERT INTO audit_log (user_id, action, ip, created_at)
    VALUES (?, 'LOGIN', '10.20.0.' || ?, ?)`);

  for (const campus of campuses) {
    const place = campus.campus.replace(/^Sede /, '');
    const mailbox = place
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/\s+/g, '');
    for (const office of AREAS) {
      const usuario = `gen.${office.slug}.${campus.brandCode.toLowerCase()}${campus.ordinal}`;
      const { lastInsertRowid } = insertUser.run({
        usuario,
        hash: NO_PASSWORD,
        marca: campus.brandCode,
        nombre: `${office.nombre} ${place}`,
        correo: `${office.slug}.${mailbox}@${campus.mailDomain}`,
        activo: random.chance(0.9) ? 1 : 0,
        area: office.area,
      });
      // Most offices signed in during the last weeks; the rest were set up and never used.
      const signIns = random.chance(0.7) ? random.int(1, 6) : 0;
      for (let index = 0; index < signIns; index += 1) {
        insertSignIn.run(lastInsertRowid, random.int(2, 250), SEEDED_AT - random.int(0, 40) * DAY);
      }
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedGenericUsers };
