import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { DISTRICT_SQL } from '../../db/district.sql.ts';
import { queryOne } from '../../db/query.ts';
import {
  BIRTH_DATE_MIN,
  DOCUMENT_PATTERNS,
  latestBirthDate,
  PERUVIAN_MOBILE,
} from '../../../src/lib/validation/personRules.ts';
import type { FieldErrors } from '../errors.ts';
import {
  ENSURE_RECORD_SQL,
  SAVE_CONTACT_SQL,
  SAVE_EMERGENCY_SQL,
  SAVE_HEALTH_SQL,
  SAVE_PERSONAL_RECORD_SQL,
  SAVE_PERSONAL_USER_SQL,
  SAVE_SCHOOL_SQL,
  SAVE_SOCIOECONOMIC_SQL,
} from './records.sql.ts';
import { OWN_PHONE_SQL } from './sections.sql.ts';
import type { FormSection } from './steps.ts';
import { onboardingTexts as t } from './texts.ts';

// Each form section's rules beyond the contract's (which already checked types, lengths, enums
// and formats, trimming every text) and how it is stored. Errors are keyed `section.field`, as
// the contract's own are.

type Schemas = components['schemas'];
export type SectionBodies = {
  datosPersonales: Schemas['DatosPersonalesOnboarding'];
  contacto: Schemas['ContactoOnboarding'];
  emergencia: Schemas['EmergenciaOnboarding'];
  estudios: Schemas['EstudiosOnboarding'];
  salud: Schemas['SaludOnboarding'];
  socioeconomico: Schemas['SocioeconomicoOnboarding'];
};

export interface SaveContext {
  db: DatabaseSync;
  userId: number;
  now: number;
  /** Today in Lima, YYYY-MM-DD. */
  today: string;
}

interface Section<B> {
  /** Field errors by `field`; empty when the values may be saved. */
  check(body: B, context: SaveContext): FieldErrors;
  save(body: B, context: SaveContext): void;
}

const district = (db: DatabaseSync, code: string) =>
  queryOne<{ district: string; province: string; department: string }>(db, DISTRICT_SQL, code);

const errorsOf = (entries: [string, string | false][]): FieldErrors =>
  Object.fromEntries(
    entries
      .filter((entry): entry is [string, string] => entry[1] !== false)
      .map(([f, m]) => [f, [m]]),
  );

const record = (
  sql: string,
  context: SaveContext,
  values: Record<string, string | number | null>,
) => {
  context.db.prepare(ENSURE_RECORD_SQL).run({ userId: context.userId, now: context.now });
  context.db.prepare(sql).run({ ...values, userId: context.userId, now: context.now });
};

const ownPhone = (context: SaveContext) =>
  queryOne<{ phone: string | null }>(context.db, OWN_PHONE_SQL, context.userId)?.phone ?? null;

export const SECTIONS: { [K in FormSection]: Section<SectionBodies[K]> } = {
  datosPersonales: {
    check: (body, { today }) => {
      const number = body.numeroDocumento.toUpperCase();
      return errorsOf([
        ['numeroDocumento', !DOCUMENT_PATTERNS[body.tipoDocumento].test(number) && t.pattern],
        [
          'fechaNacimiento',
          body.fechaNacimiento < BIRTH_DATE_MIN
            ? t.minDate
            : body.fechaNacimiento > latestBirthDate(today) && t.tooYoung,
        ],
      ]);
    },
    save: (body, context) => {
      context.db.prepare(SAVE_PERSONAL_USER_SQL).run({
        userId: context.userId,
        documentType: body.tipoDocumento,
        documentNumber: body.numeroDocumento.toUpperCase(),
        gender: body.sexo,
      });
      record(SAVE_PERSONAL_RECORD_SQL, context, {
        birthDate: body.fechaNacimiento,
        nationality: body.nacionalidad,
        maritalStatus: body.estadoCivil,
      });
    },
  },
  contacto: {
    check: (body, { db }) =>
      errorsOf([
        ['celular', !PERUVIAN_MOBILE.test(body.celular) && t.phone],
        ['ubigeo', !district(db, body.ubigeo) && t.ubigeo],
      ]),
    save: (body, context) => {
      context.db.prepare(SAVE_CONTACT_SQL).run({
        userId: context.userId,
        email: body.correo,
        phone: body.celular,
        address: body.direccion,
        ubigeo: body.ubigeo,
        ...district(context.db, body.ubigeo)!,
      });
    },
  },
  emergencia: {
    check: (body, context) =>
      errorsOf([
        [
          'celular',
          !PERUVIAN_MOBILE.test(body.celular)
            ? t.phone
            : body.celular === ownPhone(context) && t.differentTo,
        ],
      ]),
    save: (body, context) =>
      record(SAVE_EMERGENCY_SQL, context, {
        name: body.nombre,
        relationship: body.parentesco,
        phone: body.celular,
      }),
  },
  estudios: {
    check: (body, { db, today }) =>
      errorsOf([
        ['anioEgreso', body.anioEgreso > Number(today.slice(0, 4)) && t.maxValue],
        ['ubigeo', !district(db, body.ubigeo) && t.ubigeo],
      ]),
    save: (body, context) =>
      record(SAVE_SCHOOL_SQL, context, {
        name: body.colegio,
        kind: body.tipoColegio,
        year: body.anioEgreso,
        ubigeo: body.ubigeo,
      }),
  },
  salud: {
    check: (body) =>
      errorsOf([
        ['tipoDiscapacidad', body.tieneDiscapacidad && !body.tipoDiscapacidad && t.required],
        [
          'carneConadis',
          body.tieneDiscapacidad &&
            !!body.carneConadis &&
            !/^\d+$/.test(body.carneConadis) &&
            t.number,
        ],
      ]),
    // A disability's details are kept only while the student declares one.
    save: (body, context) =>
      record(SAVE_HEALTH_SQL, context, {
        hasDisability: Number(body.tieneDiscapacidad),
        disabilityKind: body.tieneDiscapacidad ? (body.tipoDiscapacidad ?? null) : null,
        conadisNumber: body.tieneDiscapacidad ? body.carneConadis || null : null,
        supportNeeded: body.apoyoRequerido || null,
        insurance: body.seguro,
      }),
  },
  socioeconomico: {
    check: () => ({}),
    save: (body, context) =>
      record(SAVE_SOCIOECONOMIC_SQL, context, {
        works: Number(body.trabaja),
        householdSize: body.integrantesHogar,
        income: body.ingresoFamiliar,
        housing: body.vivienda,
        funding: body.financiamiento,
      }),
  },
};
