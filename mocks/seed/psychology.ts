import type { DatabaseSync } from 'node:sqlite';
import {
  addDays,
  limaDayOf,
  limaInstantOf,
  mondayOf,
  slotEndOf,
  weekdayOf,
} from '../../src/lib/psychology/slotRules.ts';
import { queryAll, queryOne } from '../db/query.ts';
import { calendarRulesOf } from '../api/psychology/calendarRules.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '047_psychology.sql';

/** Two more fictional psychologists beside the demo account `psicologo`. */
const COLLEAGUES = [
  { username: 'psicologo2', first: 'Martín', last: ['Ramos', 'Cárdenas'], gender: 'M' },
  { username: 'psicologo3', first: 'Elena', last: ['Linares', 'Ugarte'], gender: 'F' },
] as const;

/** Each psychologist's week: the weekdays (0 Monday) and the hours they open, in Lima. */
const PATTERNS: Record<string, { days: readonly number[]; hours: readonly string[] }> = {
  // Tuesdays and Thursdays: Mondays stay free for whoever tries the calendar.
  psicologo: { days: [1, 3], hours: ['09:00', '09:30', '10:00', '15:00', '15:30'] },
  psicologo2: { days: [0, 2, 4], hours: ['10:00', '10:30', '11:00', '11:30'] },
  psicologo3: { days: [1, 3], hours: ['16:00', '16:30', '17:00', '17:30'] },
};

const REASONS = [
  'Me cuesta organizar mi tiempo entre el trabajo y los estudios.',
  'Siento mucha ansiedad antes de los exámenes.',
  'Quisiera orientación para elegir mi especialidad.',
  'Estoy pasando por un momento difícil en casa.',
];

function addColleagues(db: DatabaseSync): void {
  const template = queryOne<{ hash: string; brandId: number; domain: string }>(
    db,
    `SELECT u.password_hash AS hash, u.brand_id AS brandId, b.mail_domain AS domain
      FROM users u JOIN brands b ON b.id = u.brand_id WHERE u.username = 'psicologo'`,
  );
  if (!template) return;
  const insert = db.prepare(`INSERT INTO users (actor_id, username, password_hash, tip, brand_id,
      user_code, first_name, paternal_surname, maternal_surname, gender, institutional_email,
      is_admin, is_psychologist)
    VALUES ((SELECT max(actor_id) + 1 FROM users), ?, ?, 3, ?, ?, ?, ?, ?, ?, ?, 1, 1)`);
  const grant = db.prepare(
    "INSERT INTO user_permissions (user_id, permission) VALUES (?, 'DISPODOC')",
  );
  COLLEAGUES.forEach((person, index) => {
    const id = insert.run(
      person.username,
      template.hash,
      template.brandId,
      `C0095${index + 1}`,
      person.first,
      person.last[0],
      person.last[1],
      person.gender,
      `${person.username}@${template.domain}`,
    ).lastInsertRowid;
    grant.run(id);
  });
}

/** Opens each psychologist's pattern from last week's Monday to the end of the window. */
function openSlots(db: DatabaseSync, now: number): void {
  const insert = db.prepare(`INSERT INTO psychology_slots (psychologist_id, starts_at, ends_at,
      created_at) VALUES (?, ?, ?, ?)`);
  const psychologists = queryAll<{ id: number; username: string }>(
    db,
    'SELECT id, username FROM users WHERE is_psychologist = 1 ORDER BY id',
  );
  const firstDay = addDays(mondayOf(limaDayOf(now)), -7);
  for (const { id, username } of psychologists) {
    const pattern = PATTERNS[username];
    if (!pattern) continue;
    const rules = calendarRulesOf(db, id);
    for (let offset = 0; offset < 7 * (rules.weeks + 1); offset += 1) {
      const day = addDays(firstDay, offset);
      if (!pattern.days.includes(weekdayOf(day)) || rules.holidays.has(day)) continue;
      for (const hour of pattern.hours) {
        const start = limaInstantOf(day, hour);
        insert.run(id, start, slotEndOf(start), now);
      }
    }
  }
}

/**
 * Appointments on the seeded slots: `alumno` met `psicologo` last week and cancelled another (no
 * upcoming one, so the demo student can book); a few generated students hold past sessions with
 * the psychologist's notes and upcoming ones (never the spare students the e2e flows use).
 */
function bookAppointments(db: DatabaseSync, now: number): void {
  const student = (username: string) =>
    queryOne<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', username)?.id;
  const alumno = student('alumno');
  const others = queryAll<{ id: number }>(
    db,
    `SELECT u.id FROM users u WHERE u.tip = 1 AND u.username NOT GLOB 'alumno*'
      AND u.username NOT GLOB 'ingresante*' AND u.username NOT GLOB 'extension*'
      AND u.username NOT GLOB 'primerdia*' AND u.username NOT GLOB '*.nuevo'
      AND u.username NOT IN ('alumno.extension', 'alumno.antiguo')
      ORDER BY u.id LIMIT 4`,
  ).map((row) => row.id);
  type Slot = { id: number; psychologistId: number; startsAt: number; endsAt: number };
  const slotsOf = (username: string) =>
    queryAll<Slot>(
      db,
      `SELECT s.id, s.psychologist_id AS psychologistId, s.starts_at AS startsAt, s.ends_at AS endsAt
      FROM psychology_slots s JOIN users u ON u.id = s.psychologist_id
      WHERE u.username = ? ORDER BY s.starts_at`,
      username,
    );
  const book = db.prepare(`INSERT INTO psychology_appointments (slot_id, psychologist_id,
      student_id, starts_at, ends_at, modality, reason, notes, state, idempotency_key, booked_at,
      cancelled_at) VALUES (:slotId, :psychologistId, :studentId, :startsAt, :endsAt, :modality,
      :reason, :notes, :state, :key, :bookedAt, :cancelledAt)`);
  let key = 0;
  const add = (
    slot: Slot | undefined,
    studentId: number | undefined,
    extra: { cancelled?: boolean; notes?: string },
  ) => {
    if (!slot || studentId === undefined) return;
    key += 1;
    book.run({
      slotId: slot.id,
      psychologistId: slot.psychologistId,
      studentId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      modality: key % 2 === 0 ? 'PRESENCIAL' : 'VIRTUAL',
      reason: REASONS[key % REASONS.length]!,
      notes: extra.notes ?? null,
      state: extra.cancelled ? 'CANCELADA' : 'AGENDADA',
      key: `seed-${key}`,
      bookedAt: slot.startsAt - 3 * 86_400_000,
      cancelledAt: extra.cancelled ? slot.startsAt - 86_400_000 : null,
    });
  };
  const mine = slotsOf('psicologo');
  const past = mine.filter((slot) => slot.endsAt <= now);
  // Upcoming ones start after tomorrow: the demo's own bookings leave the next day's open.
  const upcoming = mine.filter((slot) => slot.startsAt > now + 2 * 86_400_000);
  add(past[0], alumno, { notes: 'Primera sesión: hablamos de hábitos de estudio.' });
  add(past[3], alumno, { cancelled: true });
  add(past[1], others[0], { notes: 'Acordamos un horario semanal de repaso.' });
  add(past[2], others[1], {});
  add(upcoming[1], others[2], {});
  add(upcoming[4], others[3], {});
  const colleague = slotsOf('psicologo2').filter((slot) => slot.startsAt > now + 86_400_000);
  add(colleague[0], others[0], {});
}

/** 047's demo data: the psychologists, their calendars and a few appointments. */
export function seedPsychology(db: DatabaseSync): void {
  const now = seedingTime(db);
  addColleagues(db);
  openSlots(db, now);
  bookAppointments(db, now);
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedPsychology };
