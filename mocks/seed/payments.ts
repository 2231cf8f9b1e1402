import type { DatabaseSync } from 'node:sqlite';
import { sampleContentType, sampleName, sampleSize } from '../api/files/sampleFiles.ts';
import { limaDay, limaInstant } from '../api/limaDay.ts';
import { dueDate } from '../api/procedures/businessDays.ts';
import { checkRuc } from '../api/procedures/ruc.ts';
import { issueReceipt, studentCustomer, type Customer } from '../api/payments/receipts.ts';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../db/query.ts';
import { createStudent, type NewAccount } from './onboarding.ts';
import { randomFor, type Random } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

// 046's demo data (README): the channels, each brand's issuer, and a fee schedule for every
// enrolment of the current period, laid out around the seeding day so that the states read
// coherently whenever the database was made: the instalments before today are paid (with their
// receipts) except the latest ones of the enrolments the procedures seed left in debt, and the
// rest lie ahead. `alumno` has an instalment due in exactly 3 days and a notification about it;
// `alumno.deuda` (and the spares `alumno.deuda1` … for the e2e retries) owes.

const MIGRATION = '046_payments.sql';
const SEED = 2026;
const DAY = 86_400_000;
/** The spare debtors the e2e flows take, one per attempt. */
export const SPARE_DEBTORS = 4;

const CHANNELS = [
  {
    code: 'ENL-TARJETA',
    kind: 'ENLACE',
    name: 'Tarjeta o billetera digital',
    instructions:
      'Paga con tarjeta de débito o crédito, o con tu billetera digital, desde el campus.',
    collectionCode: null,
    url: 'https://pagos.campus.example/cuotas',
    simulated: 1,
    prefix: 'SIM',
  },
  {
    code: 'DEP-ANDINO',
    kind: 'DEPOSITO',
    name: 'Banco Andino del Sur',
    instructions:
      'En ventanilla o banca por internet: Pago de servicios > Instituto, con el código de recaudación y tu código de alumno.',
    collectionCode: '80421',
    url: null,
    simulated: 0,
    prefix: 'BAS',
  },
  {
    code: 'DEP-PACIFICO',
    kind: 'DEPOSITO',
    name: 'Caja Pacífico Norte',
    instructions: 'En cualquier agencia: indica el código de recaudación y tu código de alumno.',
    collectionCode: '31077',
    url: null,
    simulated: 0,
    prefix: 'CPN',
  },
  {
    code: 'AGE-ANDINO',
    kind: 'AGENTE',
    name: 'Agentes Andino Express',
    instructions: 'En bodegas y farmacias con el letrero del agente: da tu código de alumno.',
    collectionCode: '80421',
    url: null,
    simulated: 0,
    prefix: 'AAE',
  },
  {
    code: 'AGE-CERCANO',
    kind: 'AGENTE',
    name: 'Red de agentes Punto Cercano',
    instructions: 'Indica que pagas al instituto y tu código de alumno; guarda el voucher.',
    collectionCode: '55190',
    url: null,
    simulated: 0,
    prefix: 'PCR',
  },
] as const;

// Fictional companies that ask for a factura (their RUCs get a valid check digit below).
const COMPANIES = [
  'Inversiones Los Álamos S.A.C.',
  'Servicios Generales Qhapaq E.I.R.L.',
  'Distribuidora El Mirador S.R.L.',
];

const SCHOLARSHIP = 'Beca de excelencia académica (25 %)';
const AGREEMENT = 'Descuento por convenio empresarial';

/** An 11-digit RUC whose last digit is SUNAT's check digit over the first ten. */
function withCheckDigit(first10: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (checkRuc(`${first10}${digit}`) === 'valid') return `${first10}${digit}`;
  }
  throw new Error(`No check digit for ${first10}`);
}

interface EnrolmentPlan {
  id: number;
  studentId: number;
  kind: 'CARRERA' | 'EXTENSION';
  periodId: number;
  inDebt: number;
}

interface Schedule {
  /** Days from the seeding day to the next instalment (the career's 4th, the extension's 2nd). */
  nextInDays: number;
  /** Past instalments (by position) left unpaid. */
  unpaid: ReadonlySet<number>;
  scholarship: boolean;
  agreement: boolean;
}

const ENROLMENTS_SQL = `SELECT e.id, e.student_id AS studentId, p.kind,
    (SELECT id FROM periods WHERE is_current = 1) AS periodId, e.debt_cents > 0 AS inDebt
  FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  JOIN users u ON u.id = e.student_id
  WHERE e.state = 'ACTIVA' AND u.tip = 1 ORDER BY e.id`;

function createWriter(db: DatabaseSync, random: Random, now: number) {
  const today = limaDay(now);
  const channels = queryAll<{ id: number; code: string }>(
    db,
    'SELECT id, code FROM payment_channels ORDER BY position',
  );
  const insertFee = db.prepare(`INSERT INTO fees (enrolment_id, period_id, position, concept,
      due_on, amount_cents, discount_cents, discount_name, scholarship_cents, scholarship_name,
      late_charge_cents) VALUES (:enrolmentId, :periodId, :position, :concept, :dueOn, :amount,
      :discount, :discountName, :scholarship, :scholarshipName, :late)`);
  const insertPayment = db.prepare(`INSERT INTO payments (fee_id, channel_id, bank_reference,
      amount_cents, late_charge_cents, paid_at) VALUES (?, ?, ?, ?, 0, ?)`);
  let payments = 0;

  const pay = (feeId: number, studentId: number, cents: number, dueOn: string) => {
    const channelIndex = random.int(0, channels.length - 1);
    const channel = CHANNELS[channelIndex]!;
    payments += 1;
    const paidAt = Math.min(
      limaInstant(
        dueOn,
        `${String(random.int(8, 19)).padStart(2, '0')}:${random.pick(['05', '20', '40'])}`,
      ) -
        random.int(0, 6) * DAY,
      now - DAY,
    );
    const reference = `${channel.prefix}-${String(40_000_000 + payments * 7).padStart(8, '0')}`;
    const paymentId = insertRow(
      insertPayment,
      feeId,
      channels[channelIndex]!.id,
      reference,
      cents,
      paidAt,
    );
    const customer: Customer = random.chance(0.05)
      ? {
          kind: 'FACTURA',
          documentType: 'RUC',
          documentNumber: withCheckDigit(`20${String(51_000_000 + random.int(0, 999) * 97)}`),
          name: random.pick(COMPANIES),
        }
      : studentCustomer(db, studentId);
    issueReceipt(db, paymentId, studentId, customer, paidAt);
  };

  return (enrolment: EnrolmentPlan, schedule: Schedule): number[] => {
    const career = enrolment.kind === 'CARRERA';
    const next = career ? 4 : 2;
    const instalment = career ? random.pick([59_000, 64_000, 69_000, 74_000, 79_000]) : 28_000;
    const positions = career ? [0, 1, 2, 3, 4, 5] : [1, 2, 3];
    const ids: number[] = [];
    for (const position of positions) {
      const enrolmentFee = position === 0;
      const amount = enrolmentFee ? 35_000 : instalment;
      const dueIn = enrolmentFee
        ? schedule.nextInDays - (next - 1) * 30 - 20
        : schedule.nextInDays + (position - next) * 30;
      const dueOn = limaDay(now, dueIn);
      const scholarship = schedule.scholarship && !enrolmentFee ? amount / 4 : 0;
      const discount = schedule.agreement && !enrolmentFee ? 5_000 : 0;
      const feeId = Number(
        insertFee.run({
          enrolmentId: enrolment.id,
          periodId: enrolment.periodId,
          position,
          concept: enrolmentFee ? 'Matrícula' : `Cuota ${position}`,
          dueOn,
          amount,
          discount,
          discountName: discount ? AGREEMENT : null,
          scholarship,
          scholarshipName: scholarship ? SCHOLARSHIP : null,
          late: enrolmentFee ? 1_500 : 2_500,
        }).lastInsertRowid,
      );
      ids.push(feeId);
      if (dueOn < today && !schedule.unpaid.has(position)) {
        pay(feeId, enrolment.studentId, amount - discount - scholarship, dueOn);
      }
    }
    return ids;
  };
}

function seedChannels(db: DatabaseSync): void {
  const insert = db.prepare(`INSERT INTO payment_channels (code, kind, name, instructions,
      collection_code, url, simulated, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  CHANNELS.forEach((c, position) =>
    insert.run(
      c.code,
      c.kind,
      c.name,
      c.instructions,
      c.collectionCode,
      c.url,
      c.simulated,
      position,
    ),
  );
}

/** Each brand issues its receipts as its own company: its RUC and name (parameters). */
function seedIssuers(db: DatabaseSync): void {
  const insert = db.prepare(`INSERT INTO parameters (brand_id, clave, valor, valor2, descripcion,
      sistema) VALUES (?, 'PAGOS_EMISOR', ?, ?, 'RUC (valor) y razón social (valor2) con los que la marca emite sus comprobantes.', 1)`);
  for (const brand of queryAll<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM brands ORDER BY id',
  )) {
    insert.run(
      brand.id,
      withCheckDigit(`2060${String(1_000_000 + brand.id * 104_729).slice(0, 6)}`),
      `${brand.name} S.A.C.`,
    );
  }
}

const DEBTOR: Omit<NewAccount, 'username'> = {
  firstName: 'Martín',
  paternalSurname: 'Ccori',
  maternalSurname: 'Salazar',
  gender: 'M',
  kind: 'CARRERA',
  cycle: 'CIII',
};

const PRIMARY_ENROLMENT_SQL = `SELECT e.id, e.student_id AS studentId, p.kind,
    (SELECT id FROM periods WHERE is_current = 1) AS periodId, 0 AS inDebt
  FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  WHERE e.student_id = ? AND e.is_primary = 1`;

/**
 * A debtor: the enrolment fee paid; instalments 1 and 3 overdue (with their late charges), 2
 * reported as paid but not reflected (a procedure the area has not resolved), 4 ahead.
 */
function seedDebtor(
  db: DatabaseSync,
  write: ReturnType<typeof createWriter>,
  username: string,
  now: number,
) {
  const studentId = createStudent(db, { ...DEBTOR, username });
  const enrolment = queryOneOrThrow<EnrolmentPlan>(db, PRIMARY_ENROLMENT_SQL, studentId);
  const fees = write(enrolment, {
    nextInDays: 20,
    unpaid: new Set([1, 2, 3]),
    scholarship: false,
    agreement: false,
  });
  reportProblem(db, studentId, enrolment.id, fees[2]!, now - 8 * DAY);
}

const PROBLEM_TYPE_SQL = `SELECT t.id, (SELECT min(m.user_id) FROM procedure_area_managers m
    WHERE m.area_code = t.area_code) AS managerId FROM procedure_types t WHERE t.code = 'PROBPAGO'`;

/** A report of a payment not reflected, filed `at` with its voucher, as the API files one. */
function reportProblem(
  db: DatabaseSync,
  studentId: number,
  enrolmentId: number,
  feeId: number,
  at: number,
) {
  const type = queryOneOrThrow<{ id: number; managerId: number | null }>(db, PROBLEM_TYPE_SQL);
  const fee = queryOneOrThrow<{ concept: string; dueOn: string }>(
    db,
    'SELECT concept, due_on AS dueOn FROM fees WHERE id = ?',
    feeId,
  );
  const requestId = insertRow(
    db.prepare(`INSERT INTO procedure_requests (type_id, requester_id, enrolment_id, audience,
        state, manager_id, idempotency_key, comment, fee_cents, filed_at, updated_at, due_at)
      VALUES (?, ?, ?, 'CARRERA', 'REGISTRADO', ?, ?, NULL, 0, ?, ?, ?)`),
    type.id,
    studentId,
    enrolmentId,
    type.managerId,
    `seed-pago-${feeId}`,
    at,
    at,
    dueDate(at, 3),
  );
  const paidOn = limaDay(at, -1);
  const answers: Record<string, [string, string]> = {
    Cuota: [fee.concept, fee.concept],
    'Número de operación': ['00482913', '00482913'],
    'Fecha del pago': [paidOn, paidOn.split('-').reverse().join('/')],
    Comentario: [
      'Pagué en un agente y no aparece en el campus.',
      'Pagué en un agente y no aparece en el campus.',
    ],
  };
  const requirements = queryAll<{ id: number; name: string; kind: string }>(
    db,
    'SELECT id, name, kind FROM procedure_requirements WHERE type_id = ?',
    type.id,
  );
  const insertAnswer = db.prepare(
    'INSERT INTO procedure_answers (request_id, requirement_id, value, label) VALUES (?, ?, ?, ?)',
  );
  for (const requirement of requirements) {
    const answer = answers[requirement.name];
    if (answer) insertAnswer.run(requestId, requirement.id, ...answer);
  }
  const eventId = insertRow(
    db.prepare(`INSERT INTO procedure_events (request_id, kind, from_state, to_state, author_id,
        author_role, created_at) VALUES (?, 'REGISTRO', NULL, 'REGISTRADO', ?, 'SOLICITANTE', ?)`),
    requestId,
    studentId,
    at,
  );
  const fileId = insertRow(
    db.prepare(`INSERT INTO files (owner_id, purpose, name, extension, content_type, size,
        stored_as, created_at) VALUES (?, 'ADJUNTO_TRAMITE', 'voucher.png', 'png', ?, ?, ?, ?)`),
    studentId,
    sampleContentType('png'),
    sampleSize('png'),
    sampleName('png', 4_600_000 + feeId),
    at,
  );
  const voucher = requirements.find((r) => r.kind === 'DOCUMENTO')!;
  db.prepare(
    `INSERT INTO procedure_attachments (request_id, file_id, requirement_id, event_id,
      stage) VALUES (?, ?, ?, ?, 'REGISTRO')`,
  ).run(requestId, fileId, voucher.id, eventId);
  db.prepare(`INSERT INTO fee_requests (fee_id, kind, request_id) VALUES (?, 'PROBLEMA', ?)`).run(
    feeId,
    requestId,
  );
}

/** The demo student's reminder, whose link opens the schedule on that fee. */
function remindDemoStudent(db: DatabaseSync, feeId: number, now: number): void {
  const fee = queryOneOrThrow<{
    userId: number;
    concept: string;
    dueOn: string;
    programme: string;
  }>(
    db,
    `SELECT e.student_id AS userId, f.concept, f.due_on AS dueOn, p.name AS programme
      FROM fees f JOIN enrolments e ON e.id = f.enrolment_id
      JOIN programmes p ON p.id = e.programme_id WHERE f.id = ?`,
    feeId,
  );
  db.prepare(
    `INSERT INTO notifications (user_id, type, subtype, title, description, link_name,
      link, icon, created_at) VALUES (?, 'ADMINISTRATIVO', 'PAGOS', 'Tu cuota vence en 3 días', ?,
      'Ver cuota', ?, 'pago', ?)`,
  ).run(
    fee.userId,
    `La ${fee.concept.toLowerCase()} de ${fee.programme} vence el ${fee.dueOn.split('-').reverse().join('/')}.`,
    `/estudiantes/pagos?cuota=${feeId}`,
    now - 2 * 3_600_000,
  );
}

export function seedPayments(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const now = seedingTime(db);
  seedChannels(db);
  seedIssuers(db);
  const write = createWriter(db, random, now);
  const alumno = queryOne<{ id: number }>(db, "SELECT id FROM users WHERE username = 'alumno'");
  for (const enrolment of queryAll<EnrolmentPlan>(db, ENROLMENTS_SQL)) {
    const demo = enrolment.studentId === alumno?.id;
    const pastPositions = enrolment.kind === 'CARRERA' ? [3, 2] : [1];
    const unpaid = new Set(
      enrolment.inDebt && !demo ? pastPositions.slice(0, random.chance(0.4) ? 2 : 1) : [],
    );
    const ids = write(enrolment, {
      // The demo student's next instalment falls due in exactly 3 days.
      nextInDays: demo ? 3 : random.int(2, 28),
      unpaid,
      scholarship: demo || random.chance(0.12),
      agreement: !demo && random.chance(0.1),
    });
    if (demo && enrolment.kind === 'CARRERA') remindDemoStudent(db, ids[4]!, now);
  }
  seedDebtor(db, write, 'alumno.deuda', now);
  for (let index = 1; index <= SPARE_DEBTORS; index += 1) {
    seedDebtor(db, write, `alumno.deuda${index}`, now);
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedPayments };
