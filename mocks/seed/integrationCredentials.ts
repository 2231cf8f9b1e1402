import type { DatabaseSync } from 'node:sqlite';
import { queryOneOrThrow } from '../db/query.ts';
import { newIntegrationKey } from '../security/integrationKey.ts';
import { randomFor, type Random } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '017_integration_credentials.sql';
const SEED = 2026;
const DAY = 24 * 3_600_000;
// A fixed "now", so the data does not depend on the day it was seeded.
const SEEDED_AT = Date.parse('2026-11-20T15:00:00.000Z');
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

type Alcance = 'PERSONAS_ALUMNOS' | 'PERSONAS_DOCENTES';

interface SeededKey {
  /** Days before SEEDED_AT it was made, and how long it lasts. */
  madeDaysAgo: number;
  validDays: number;
  revokedDaysAgo?: number;
  /** Calls a day it answered while valid. */
  callsPerDay: number;
}

interface SeededCredential {
  nombre: string;
  sistema: string;
  alcances: Alcance[];
  activa?: boolean;
  keys: SeededKey[];
}

// Fiction: no real library, insurer or platform.
const CREDENTIALS: SeededCredential[] = [
  {
    nombre: 'Biblioteca Aurora',
    sistema: 'Catálogo de la biblioteca digital; valida a quien inicia sesión.',
    alcances: ['PERSONAS_ALUMNOS', 'PERSONAS_DOCENTES'],
    keys: [
      { madeDaysAgo: 400, validDays: 365, revokedDaysAgo: 260, callsPerDay: 3 },
      { madeDaysAgo: 263, validDays: 365, callsPerDay: 3 },
    ],
  },
  {
    nombre: 'Seguro estudiantil Andino',
    sistema: 'Verifica la matrícula de quien pide una atención médica.',
    alcances: ['PERSONAS_ALUMNOS'],
    // Mid-rotation: the insurer still calls with the old key while it moves to the new one.
    keys: [
      { madeDaysAgo: 330, validDays: 365, callsPerDay: 2 },
      { madeDaysAgo: 6, validDays: 365, callsPerDay: 1 },
    ],
  },
  {
    nombre: 'Laboratorio remoto Quipu',
    sistema: 'Reserva de máquinas virtuales para los cursos de redes y software.',
    alcances: ['PERSONAS_ALUMNOS', 'PERSONAS_DOCENTES'],
    keys: [{ madeDaysAgo: 120, validDays: 180, callsPerDay: 4 }],
  },
  {
    nombre: 'Bolsa de trabajo Enlace',
    sistema: 'Confirma que quien postula a una oferta es estudiante o egresado reciente.',
    alcances: ['PERSONAS_ALUMNOS'],
    activa: false,
    keys: [{ madeDaysAgo: 200, validDays: 365, callsPerDay: 1 }],
  },
  {
    nombre: 'Plataforma de idiomas Lira',
    sistema: 'Cursos de inglés del convenio; dejó de usarse al terminar el convenio.',
    alcances: ['PERSONAS_ALUMNOS'],
    keys: [{ madeDaysAgo: 500, validDays: 365, callsPerDay: 1 }],
  },
  {
    nombre: 'Comedor del campus',
    sistema: 'Validará el carné en la caja del comedor (aún en pruebas).',
    alcances: ['PERSONAS_ALUMNOS', 'PERSONAS_DOCENTES'],
    keys: [{ madeDaysAgo: 2, validDays: 90, callsPerDay: 0 }],
  },
];

const prefix = (random: Random) =>
  Array.from({ length: 8 }, () => PREFIX_ALPHABET[random.int(0, 31)]).join('');

const ip = (random: Random) => `10.20.${random.int(0, 15)}.${random.int(2, 250)}`;

/**
 * 017's demo data: the credentials of a few outside systems, with keys valid, expired, revoked and
 * mid-rotation, and months of calls. Nobody holds their secrets: only a hash of random bytes is
 * stored, so a demo key can never be used; tests make their own credentials.
 */
export function seedIntegrationCredentials(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const { id: superadminId } = queryOneOrThrow<{ id: number }>(
    db,
    "SELECT id FROM users WHERE username = 'superadmin'",
  );
  const insertClient = db.prepare(`INSERT INTO integration_clients
      (nombre, sistema, alcances, activa, created_at, created_by, version) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertKey = db.prepare(`INSERT INTO integration_keys (client_id, prefijo, secret_sha256,
      created_at, created_by, expires_at, revoked_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertUse = db.prepare(`INSERT INTO integration_uses
      (key_id, at, operacion, resultado, motivo, ip) VALUES (?, ?, 'validarPersonaIntegracion', ?, ?, ?)`);
  for (const credential of CREDENTIALS) {
    const made = SEEDED_AT - Math.max(...credential.keys.map((key) => key.madeDaysAgo)) * DAY;
    const active = credential.activa !== false;
    const clientId = Number(
      insertClient.run(
        credential.nombre,
        credential.sistema,
        JSON.stringify(credential.alcances),
        active ? 1 : 0,
        made,
        superadminId,
        active ? 1 : 2,
      ).lastInsertRowid,
    );
    for (const key of credential.keys) {
      const createdAt = SEEDED_AT - key.madeDaysAgo * DAY;
      const expiresAt = createdAt + key.validDays * DAY;
      const revokedAt =
        key.revokedDaysAgo === undefined ? null : SEEDED_AT - key.revokedDaysAgo * DAY;
      // Calls stop when the key stops working (revoked, expired) or the credential is suspended.
      const until = Math.min(revokedAt ?? SEEDED_AT, expiresAt, SEEDED_AT);
      const suspendedFrom = active ? Infinity : until - 30 * DAY;
      const keyId = Number(
        insertKey.run(
          clientId,
          prefix(random),
          newIntegrationKey().secretSha256,
          createdAt,
          superadminId,
          expiresAt,
          revokedAt,
          null,
        ).lastInsertRowid,
      );
      let lastUsed: number | null = null;
      for (let day = createdAt; day < until; day += DAY) {
        for (let call = random.int(0, key.callsPerDay * 2); call > 0; call -= 1) {
          const at = day + random.int(8, 21) * 3_600_000 + random.int(0, 3_599_999);
          if (at >= until) continue;
          // Now and then a system sends a mangled secret; a suspended credential is refused.
          const motivo =
            at >= suspendedFrom ? 'SUSPENDIDA' : random.chance(0.02) ? 'SECRETO_INVALIDO' : null;
          insertUse.run(keyId, at, motivo ? 'RECHAZADO' : 'ACEPTADO', motivo, ip(random));
          if (!motivo) lastUsed = Math.max(lastUsed ?? 0, at);
        }
      }
      if (lastUsed !== null)
        db.prepare('UPDATE integration_keys SET last_used_at = ? WHERE id = ?').run(
          lastUsed,
          keyId,
        );
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedIntegrationCredentials };
