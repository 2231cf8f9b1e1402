import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../db/query.ts';

const DAY = 24 * 3_600_000;

/** What the institute offers (fiction): kind, name, benefit, conditions. */
const CATALOGUE = [
  [
    'EXCELENCIA_ACADEMICA',
    'Beca de excelencia académica',
    '25 % de descuento en las cuotas del periodo',
    [
      'Estar en el tercio superior de tu programa en el último periodo.',
      'No tener cursos desaprobados.',
    ],
  ],
  [
    'SOCIOECONOMICA',
    'Beca socioeconómica',
    'Hasta 50 % de descuento en las cuotas del periodo',
    [
      'Acreditar la situación económica de tu hogar con la ficha socioeconómica.',
      'Tener un promedio ponderado de 13 o más.',
    ],
  ],
  [
    'DEPORTIVA',
    'Beca deportiva',
    '30 % de descuento en las cuotas del periodo',
    [
      'Representar al instituto en una selección deportiva.',
      'Asistir al 80 % de los entrenamientos.',
    ],
  ],
  [
    'HERMANOS',
    'Descuento por hermanos',
    '10 % de descuento para cada hermano',
    ['Tener un hermano matriculado en el mismo periodo.'],
  ],
  [
    'CONVENIO',
    'Descuento por convenio empresarial',
    '15 % de descuento en las cuotas del periodo',
    [
      'Trabajar en una empresa con convenio vigente con el instituto.',
      'Presentar la constancia de trabajo de la empresa.',
    ],
  ],
] as const;

// The students whose fees (migration 046) hold a scholarship, or an agreement discount: their
// applications were granted.
const HOLDERS_SQL = {
  EXCELENCIA_ACADEMICA: `SELECT DISTINCT e.student_id AS studentId, f.period_id AS periodId
    FROM fees f JOIN enrolments e ON e.id = f.enrolment_id WHERE f.scholarship_cents > 0`,
  CONVENIO: `SELECT DISTINCT e.student_id AS studentId, f.period_id AS periodId
    FROM fees f JOIN enrolments e ON e.id = f.enrolment_id WHERE f.discount_cents > 0`,
};

/**
 * 049's scholarships: the catalogue for the current period and the next, the applications behind
 * the scholarships and agreement discounts the fees hold, and for the demo and spare students one
 * application in evaluation and one rejected.
 */
export function seedScholarships(db: DatabaseSync, now: number): void {
  const periods = queryAll<{ id: number }>(
    db,
    `SELECT id FROM periods WHERE starts_on >= (SELECT starts_on FROM periods WHERE is_current = 1)
      ORDER BY starts_on LIMIT 2`,
  );
  const insert = db.prepare(`INSERT INTO scholarships (kind, name, benefit, conditions, position)
    VALUES (?, ?, ?, ?, ?) RETURNING id`);
  const offered = db.prepare(
    'INSERT INTO scholarship_periods (scholarship_id, period_id) VALUES (?, ?)',
  );
  const ids: Record<string, number> = {};
  CATALOGUE.forEach(([kind, name, benefit, conditions], index) => {
    const { id } = insert.get(kind, name, benefit, conditions.join('\n'), index + 1) as {
      id: number;
    };
    ids[kind] = id;
    for (const period of periods) offered.run(id, period.id);
  });

  const apply = db.prepare(`INSERT OR IGNORE INTO scholarship_applications (student_id,
      scholarship_id, period_id, state, rejection_reason, applied_at) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const [kind, sql] of Object.entries(HOLDERS_SQL)) {
    for (const row of queryAll<{ studentId: number; periodId: number }>(db, sql)) {
      apply.run(row.studentId, ids[kind]!, row.periodId, 'OTORGADA', null, now - 120 * DAY);
    }
  }

  const [current, next] = periods;
  const demo = queryAll<{ id: number }>(
    db,
    "SELECT id FROM users WHERE username = 'alumno' OR username GLOB 'alumno[0-9]*'",
  );
  for (const { id } of demo) {
    if (current) {
      apply.run(
        id,
        ids.DEPORTIVA!,
        current.id,
        'RECHAZADA',
        'No se acreditó la participación en una selección deportiva del instituto.',
        now - 100 * DAY,
      );
    }
    if (next) apply.run(id, ids.SOCIOECONOMICA!, next.id, 'EN_EVALUACION', null, now - 5 * DAY);
  }
}
