import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOneOrThrow } from '../db/query.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '030_teacher_programming.sql';
const SEED = 2026;

type Kind = 'TUTORIA' | 'COORDINACION' | 'PREPARACION' | 'INVESTIGACION' | 'CAPACITACION';

// What a technical institute schedules its teachers for outside class. Fiction.
const ACTIVITIES: readonly (readonly [Kind, string, string | null])[] = [
  ['TUTORIA', 'Tutoría a estudiantes del ciclo', 'Sala de tutoría'],
  ['COORDINACION', 'Reunión de coordinación académica', 'Sala de docentes'],
  ['PREPARACION', 'Preparación de sesiones y materiales', null],
  ['INVESTIGACION', 'Proyecto de innovación tecnológica', 'Laboratorio de innovación'],
  ['CAPACITACION', 'Taller de estrategias de enseñanza', 'Auditorio'],
];

/** Free two-hour slots a teacher has no class in: afternoons first, Monday to Friday. */
const SLOTS = ['15:00', '17:00', '13:00', '11:00'].flatMap((start) =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    start,
    end: `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}:00`,
  })),
);

/** `count` activities from the `start`th on, wrapping round. */
const rotation = (start: number, count: number) =>
  Array.from({ length: count }, (_, index) => ACTIVITIES[(start + index) % ACTIVITIES.length]!);

/**
 * Every teacher with sections this period gets two to four activities outside class in slots
 * their timetable leaves free; the demo teacher gets one of each kind but research.
 */
export function seedTeacherProgramming(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const period = queryOneOrThrow<{ id: number }>(db, 'SELECT id FROM periods WHERE is_current = 1');
  const teachers = queryAll<{ id: number; username: string }>(
    db,
    `SELECT DISTINCT u.id, u.username FROM users u JOIN sections s ON s.teacher_id = u.id
      WHERE s.period_id = ? ORDER BY u.id`,
    period.id,
  );
  const insert = db.prepare(`INSERT INTO teacher_activities (teacher_id, period_id, kind, name,
      weekday, start_time, end_time, place) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const teacher of teachers) {
    const busy = queryAll<{ weekday: number; start: string; end: string }>(
      db,
      `SELECT t.weekday, t.start_time AS start, t.end_time AS end FROM section_timetable t
        JOIN sections s ON s.id = t.section_id WHERE s.teacher_id = ? AND s.period_id = ?`,
      teacher.id,
      period.id,
    );
    const free = SLOTS.filter(
      (slot) =>
        !busy.some(
          (item) => item.weekday === slot.weekday && item.start < slot.end && slot.start < item.end,
        ),
    );
    const activities =
      teacher.username === 'docente'
        ? ACTIVITIES.filter(([kind]) => kind !== 'INVESTIGACION')
        : rotation(random.int(0, ACTIVITIES.length - 1), random.int(2, 4));
    activities.forEach(([kind, name, place], index) => {
      const slot = free[(index * 3) % Math.max(free.length, 1)];
      if (!slot) return;
      insert.run(teacher.id, period.id, kind, name, slot.weekday, slot.start, slot.end, place);
    });
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedTeacherProgramming };
