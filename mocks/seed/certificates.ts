import type { DatabaseSync } from 'node:sqlite';
import { certifiedRecord } from '../api/certificates/record.ts';
import { CERTIFICATE_PUBLIC_KEY } from '../api/certificates/signature.ts';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOneOrThrow } from '../db/query.ts';
import { fullNameSql } from '../db/fullName.sql.ts';
import { createStudent, type NewAccount } from './onboarding.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

// 054's demo data (README): graduates with a whole record, `alumno.egresado`'s certificate (and
// an earlier revoked one) and sworn statements with the codes the README lists, the spares
// `egresado1` … whose first certificate the e2e issues, the short links and the benefits.

const MIGRATION = '054_certificates.sql';
const DAY = 86_400_000;
/** The spare graduates the e2e flows take, one per attempt. */
export const SPARE_GRADUATES = 8;

export const DEMO_CODES = {
  certificate: 'K7QM-4TZP-9XWA',
  revokedCertificate: 'R3VK-8D2N-6HPT',
  statement: 'D4JR-8NVE-2KQA',
  revokedStatement: 'D9XR-3MWC-7TPB',
} as const;

const GRADUATE: Omit<NewAccount, 'username'> = {
  firstName: 'Rosa',
  paternalSurname: 'Mamani',
  maternalSurname: 'Quispe',
  gender: 'F',
  kind: 'CARRERA',
  cycle: 'CVI',
};

const COURSES_SQL = `SELECT c.id, cy.ordinal FROM courses c JOIN cycles cy ON cy.code = c.cycle_code
  WHERE c.programme_id = ? AND c.kind = 'REGULAR' AND cy.ordinal BETWEEN 1 AND 6
  ORDER BY cy.ordinal, c.id`;

/** A graduate of the demo student's career: cycles I to VI passed over the six past periods. */
function createGraduate(
  db: DatabaseSync,
  username: string,
): { userId: number; enrolmentId: number } {
  const userId = createStudent(db, { ...GRADUATE, username });
  const enrolment = queryOneOrThrow<{ id: number; programmeId: number }>(
    db,
    'SELECT id, programme_id AS programmeId FROM enrolments WHERE student_id = ?',
    userId,
  );
  db.prepare('DELETE FROM section_students WHERE enrolment_id = ?').run(enrolment.id);
  db.prepare("UPDATE enrolments SET state = 'EGRESADA' WHERE id = ?").run(enrolment.id);
  const periods = queryAll<{ id: number }>(
    db,
    `SELECT id FROM periods WHERE starts_on < (SELECT starts_on FROM periods WHERE is_current = 1)
      ORDER BY starts_on DESC LIMIT 6`,
  ).reverse();
  const insert = db.prepare(
    'INSERT INTO course_history (enrolment_id, course_id, period_id, grade) VALUES (?, ?, ?, ?)',
  );
  for (const course of queryAll<{ id: number; ordinal: number }>(
    db,
    COURSES_SQL,
    enrolment.programmeId,
  )) {
    const period = periods[course.ordinal - 1];
    if (period) insert.run(enrolment.id, course.id, period.id, String(13 + (course.id % 6)));
  }
  return { userId, enrolmentId: enrolment.id };
}

function issueDemoCertificate(
  db: DatabaseSync,
  enrolmentId: number,
  code: string,
  issuedAt: number,
  revokedAt: number | null,
) {
  const record = certifiedRecord(db, enrolmentId);
  db.prepare(
    `INSERT INTO study_certificates (code, enrolment_id, idempotency_key, holder_name, document_type,
        document_number, programme, record_json, credits, issued_at, revoked_at, revoked_reason)
      SELECT :code, e.id, :code, ${fullNameSql('u')}, u.document_type, u.document_number, p.name,
        :record, :credits, :issuedAt, :revokedAt, :reason
      FROM enrolments e JOIN users u ON u.id = e.student_id JOIN programmes p ON p.id = e.programme_id
      WHERE e.id = :enrolmentId`,
  ).run({
    code,
    enrolmentId,
    record: JSON.stringify(record.periodos),
    credits: record.creditosAprobados,
    issuedAt,
    revokedAt,
    reason: revokedAt === null ? null : 'Emitido con un nombre mal escrito; se reemplazó.',
  });
}

const LINKS: [
  module: string,
  code: string,
  route: string | null,
  url: string | null,
  expiresInDays: number | null,
][] = [
  ['pagos', 'cuota', '/estudiantes/pagos', null, null],
  ['verificar', 'certificado', '/verificarconstanciasycertificados', null, null],
  ['deuda', 'consulta', '/consultar-deuda', null, null],
  ['biblioteca', 'catalogo', null, 'https://biblioteca.campus.example/catalogo', null],
  ['onBoarding', 'bienvenida', '/onboarding', null, null],
  ['encuesta', 'ciclo2025', '/estudiantes/encuestassmart', null, -30],
  // A domain the institute no longer allows: resolves to nothing.
  ['externo', 'antiguo', null, 'https://enlaces.antiguos.example/promo', null],
];

const BENEFITS: [
  kind: 'CONVENIO' | 'DESCUENTO',
  partner: string,
  title: string,
  benefit: string,
  conditions: string,
  url: string | null,
][] = [
  [
    'DESCUENTO',
    'Instituto',
    'Descuento por pronto pago',
    '5 % de descuento en la cuota pagada hasta 5 días antes de su vencimiento.',
    'Se aplica al pagar por el campus o en los canales del instituto. No aplica a la matrícula.',
    null,
  ],
  [
    'DESCUENTO',
    'Instituto',
    'Descuento por hermanos',
    '10 % en las cuotas del segundo hermano matriculado.',
    'Ambos hermanos deben estar matriculados en el periodo y sin deudas vencidas.',
    null,
  ],
  [
    'CONVENIO',
    'Librería Mundo Andino',
    '15 % en libros técnicos',
    '15 % de descuento en libros y material de estudio.',
    'Presenta tu carné de estudiante vigente. No acumulable con otras promociones.',
    null,
  ],
  [
    'CONVENIO',
    'Gimnasio Fuerza Viva',
    'Membresía para estudiantes',
    'Matrícula gratis y 20 % en la mensualidad.',
    'Con tu correo institucional y un documento de identidad. Válido en las sedes de Lima.',
    null,
  ],
  [
    'CONVENIO',
    'Idiomas Horizonte',
    'Inglés para la empresa',
    '25 % en los cursos de inglés técnico.',
    'Solo estudiantes de carrera desde el tercer ciclo.',
    'https://idiomas.campus.example/convenio',
  ],
];

export function seedCertificates(db: DatabaseSync): void {
  const now = seedingTime(db);
  const demo = createGraduate(db, 'alumno.egresado');
  issueDemoCertificate(
    db,
    demo.enrolmentId,
    DEMO_CODES.revokedCertificate,
    now - 30 * DAY,
    now - 8 * DAY,
  );
  issueDemoCertificate(db, demo.enrolmentId, DEMO_CODES.certificate, now - 7 * DAY, null);
  for (let index = 1; index <= SPARE_GRADUATES; index += 1) createGraduate(db, `egresado${index}`);

  const statement = db.prepare(
    'INSERT INTO sworn_statements (code, user_id, subject, issued_at, revoked_at) VALUES (?, ?, ?, ?, ?)',
  );
  statement.run(
    DEMO_CODES.statement,
    demo.userId,
    'Declaración jurada de domicilio',
    now - 20 * DAY,
    null,
  );
  statement.run(
    DEMO_CODES.revokedStatement,
    demo.userId,
    'Declaración jurada de ingresos familiares',
    now - 60 * DAY,
    now - 40 * DAY,
  );

  const link = db.prepare(
    'INSERT INTO short_links (module, code, route, url, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [module, code, route, url, days] of LINKS) {
    link.run(module, code, route, url, days === null ? null : now + days * DAY);
  }
  db.prepare(
    `INSERT INTO parameters (brand_id, clave, valor, valor2, descripcion, sistema) VALUES (NULL,
      'CERTIFICADOS_CLAVE_PUBLICA', ?, NULL, 'Clave pública (Ed25519, SPKI en base64) con la que se verifica sin conexión la firma del código QR de un certificado.', 1)`,
  ).run(CERTIFICATE_PUBLIC_KEY);
  const benefit = db.prepare(`INSERT INTO benefits (brand_id, kind, partner, title, benefit,
      conditions, url, position) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?)`);
  BENEFITS.forEach((row, position) => insertRow(benefit, ...row, position));
  // One brand's own agreement, which the other brands' students do not see.
  db.prepare(
    `INSERT INTO benefits (brand_id, kind, partner, title, benefit, conditions, url,
      position) SELECT brand_id, 'CONVENIO', 'Clínica Santa Rosa del Valle', 'Salud preventiva',
      '30 % en chequeos médicos y odontología.', 'Para estudiantes de la marca y sus padres, con su carné.',
      NULL, 2 FROM users WHERE username = 'alumno'`,
  ).run();
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedCertificates };
