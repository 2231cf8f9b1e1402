import type { DatabaseSync } from 'node:sqlite';
import { sampleContentType, sampleName, sampleSize } from '../api/files/sampleFiles.ts';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOne } from '../db/query.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '055_scholarship_applications.sql';
const DAY = 86_400_000;
const FIRST_SAMPLE = 7_700_000;

// Who staff find waiting on /admin/becas-socioeconomicas: the spare students (the handler tests
// decide theirs) and a few generated ones. `alumno` and the students the e2e picks are left to
// apply themselves.
const STUDENTS_SQL = `SELECT u.id FROM users u WHERE u.tip = 1 AND (u.username GLOB 'alumno[0-9]*'
    OR (u.username NOT GLOB 'alumno*' AND u.id % 23 = 0))
  ORDER BY u.id LIMIT 20`;

const PERIOD_SQL = `SELECT p.id FROM periods p
  JOIN scholarship_periods sp ON sp.period_id = p.id
  JOIN scholarships s ON s.id = sp.scholarship_id AND s.kind = 'SOCIOECONOMICA'
  WHERE p.is_current = 1`;

const PROVIDERS = ['MADRE', 'PADRE', 'AMBOS_PADRES', 'ESTUDIANTE', 'OTRO'];
const TENURES = ['ALQUILADA', 'FAMILIAR', 'PROPIA', 'OTRA'];

/** 055's demo data: submitted socioeconomic forms in evaluation for the current period (fiction). */
function seedSocioeconomicForms(db: DatabaseSync): void {
  const period = queryOne<{ id: number }>(db, PERIOD_SQL);
  if (!period) return;
  const now = seedingTime(db);
  const insertFile = db.prepare(`INSERT INTO files (owner_id, purpose, name, extension,
      content_type, size, stored_as, created_at)
    VALUES (?, 'DOCUMENTO_BECA', ?, 'pdf', ?, ?, ?, ?)`);
  const apply = db.prepare(`INSERT OR IGNORE INTO scholarship_applications (student_id,
      scholarship_id, period_id, state, applied_at)
    SELECT ?, id, ?, 'EN_EVALUACION', ? FROM scholarships WHERE kind = 'SOCIOECONOMICA'
    RETURNING id`);
  const form = db.prepare(`INSERT INTO socioeconomic_forms (student_id, period_id,
      household_members, dependants, provider, monthly_income, earners, tenure, rooms,
      income_file_id, utility_file_id, updated_at, application_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  queryAll<{ id: number }>(db, STUDENTS_SQL).forEach(({ id }, index) => {
    const appliedAt = now - (index + 2) * DAY;
    const application = apply.get(id, period.id, appliedAt) as { id: number } | undefined;
    if (!application) return;
    const file = (name: string, sample: number) =>
      insertRow(
        insertFile,
        id,
        name,
        sampleContentType('pdf'),
        sampleSize('pdf'),
        sampleName('pdf', FIRST_SAMPLE + sample),
        appliedAt,
      );
    const members = 3 + (index % 4);
    form.run(
      id,
      period.id,
      members,
      1 + (index % 2),
      PROVIDERS[index % PROVIDERS.length]!,
      900 + 150 * (index % 7),
      1 + (index % 2),
      TENURES[index % TENURES.length]!,
      1 + (index % 3),
      file('boletas-de-pago.pdf', index * 2),
      file('recibo-de-luz.pdf', index * 2 + 1),
      appliedAt,
      application.id,
    );
  });
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedSocioeconomicForms };
