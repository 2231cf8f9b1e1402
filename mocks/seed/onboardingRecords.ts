import type { DatabaseSync } from 'node:sqlite';
import { queryOne } from '../db/query.ts';
import {
  SAVE_EMERGENCY_SQL,
  SAVE_HEALTH_SQL,
  SAVE_PERSONAL_RECORD_SQL,
  SAVE_SCHOOL_SQL,
  SAVE_SOCIOECONOMIC_SQL,
} from '../api/onboarding/records.sql.ts';
import { randomName } from './people.ts';
import type { Random } from './random.ts';

// What a seeded student answered in the onboarding's steps (041): plausible, fictional, and
// drawn from one fixed seed. The identity document and the contact were seeded with the user.

const SCHOOLS = [
  'I.E. N.° 2071 Virgen de la Candelaria',
  'I.E. N.° 3042 Los Jazmines',
  'I.E. N.° 5128 Nuevo Amanecer',
  'I.E. N.° 1189 San Pedro Apóstol',
  'Colegio Particular Los Robles',
  'Colegio Particular Nuevo Horizonte',
  'Colegio Particular Santa Teresita del Valle',
  'I.E. Emblemática Las Palmeras',
];

const EMERGENCY = ['MADRE', 'PADRE', 'HERMANO', 'CONYUGE', 'TIO', 'ABUELO'] as const;
const INSURANCE = ['SIS', 'SIS', 'SIS', 'ESSALUD', 'ESSALUD', 'PRIVADO', 'NINGUNO'] as const;
const DISABILITY = ['FISICA', 'VISUAL', 'AUDITIVA', 'PSICOSOCIAL'] as const;
const INCOME = [
  'HASTA_1130',
  'DE_1131_A_2000',
  'DE_1131_A_2000',
  'DE_2001_A_3500',
  'DE_2001_A_3500',
  'DE_3501_A_5000',
  'MAS_DE_5000',
] as const;
const HOUSING = ['PROPIA', 'PROPIA', 'ALQUILADA', 'FAMILIAR', 'FAMILIAR'] as const;
const FUNDING = ['FAMILIA', 'FAMILIA', 'FAMILIA', 'PROPIO', 'PROPIO', 'BECA', 'EMPRESA'] as const;

const mobile = (random: Random) => `9${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

type Values = Record<string, string | number | null>;

/** Every section's answers for one student; the writers take the ones their step saves. */
export function onboardingRecord(random: Random, db: DatabaseSync, userId: number): Values {
  const home = queryOne<{ ubigeo: string | null }>(
    db,
    'SELECT ubigeo FROM users WHERE id = ?',
    userId,
  );
  const contact = randomName(random);
  const disabled = random.chance(0.04);
  const year = random.int(1998, 2008);
  return {
    birthDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    nationality: random.chance(0.94) ? 'Peruana' : 'Venezolana',
    maritalStatus: random.chance(0.9) ? 'SOLTERO' : random.pick(['CASADO', 'CONVIVIENTE']),
    name: `${contact.firstName} ${contact.paternalSurname} ${contact.maternalSurname}`,
    relationship: random.pick(EMERGENCY),
    phone: mobile(random),
    schoolName: random.pick(SCHOOLS),
    schoolKind: random.chance(0.6) ? 'PUBLICO' : 'PRIVADO',
    schoolYear: Math.min(2025, year + 17),
    schoolUbigeo: home?.ubigeo ?? '150101',
    hasDisability: Number(disabled),
    disabilityKind: disabled ? random.pick(DISABILITY) : null,
    conadisNumber: disabled && random.chance(0.5) ? String(random.int(100_000, 999_999)) : null,
    supportNeeded: disabled ? 'Ubicación cerca de la puerta del aula.' : null,
    insurance: random.pick(INSURANCE),
    works: Number(random.chance(0.35)),
    householdSize: random.int(2, 7),
    income: random.pick(INCOME),
    housing: random.pick(HOUSING),
    funding: random.pick(FUNDING),
  };
}

type Writer = (db: DatabaseSync, values: Values) => void;

/** The sections seeded into student_records, each through the SQL the API saves it with. */
export const RECORD_WRITERS = {
  datosPersonales: (db, v) =>
    db.prepare(SAVE_PERSONAL_RECORD_SQL).run({
      userId: v.userId!,
      now: v.now!,
      birthDate: v.birthDate!,
      nationality: v.nationality!,
      maritalStatus: v.maritalStatus!,
    }),
  emergencia: (db, v) =>
    db.prepare(SAVE_EMERGENCY_SQL).run({
      userId: v.userId!,
      now: v.now!,
      name: v.name!,
      relationship: v.relationship!,
      phone: v.phone!,
    }),
  estudios: (db, v) =>
    db.prepare(SAVE_SCHOOL_SQL).run({
      userId: v.userId!,
      now: v.now!,
      name: v.schoolName!,
      kind: v.schoolKind!,
      year: v.schoolYear!,
      ubigeo: v.schoolUbigeo!,
    }),
  salud: (db, v) =>
    db.prepare(SAVE_HEALTH_SQL).run({
      userId: v.userId!,
      now: v.now!,
      hasDisability: v.hasDisability!,
      disabilityKind: v.disabilityKind ?? null,
      conadisNumber: v.conadisNumber ?? null,
      supportNeeded: v.supportNeeded ?? null,
      insurance: v.insurance!,
    }),
  socioeconomico: (db, v) =>
    db.prepare(SAVE_SOCIOECONOMIC_SQL).run({
      userId: v.userId!,
      now: v.now!,
      works: v.works!,
      householdSize: v.householdSize!,
      income: v.income!,
      housing: v.housing!,
      funding: v.funding!,
    }),
} satisfies Record<string, Writer>;

export type RecordSection = keyof typeof RECORD_WRITERS;
