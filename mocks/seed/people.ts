import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { femaleNames, maleNames, streets, surnames } from './names.ts';
import type { Random } from './random.ts';
import type { Place } from './brands.ts';

export interface PersonRow {
  id: number;
  username: string;
  passwordHash: string;
  tip: 1 | 2 | 3;
  brandId: number;
  firstName: string;
  paternalSurname: string;
  maternalSurname: string;
  gender: 'F' | 'M';
  mailDomain: string;
  place: Place;
  phone: string;
  address: string;
  showPhone: boolean;
  showEmail: boolean;
  areaId: number | null;
  isAdmin: boolean;
  isPsychologist: boolean;
}

export type PersonName = Pick<
  PersonRow,
  'firstName' | 'paternalSurname' | 'maternalSurname' | 'gender'
>;

export function randomName(random: Random): PersonName {
  const gender = random.chance(0.5) ? 'F' : 'M';
  return {
    gender,
    firstName: random.pick(gender === 'F' ? femaleNames : maleNames),
    paternalSurname: random.pick(surnames),
    maternalSurname: random.pick(surnames),
  };
}

export function randomContact(
  random: Random,
): Pick<PersonRow, 'phone' | 'address' | 'showPhone' | 'showEmail'> {
  return {
    phone: `9${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
    address: `${random.pick(streets)} ${random.int(100, 2999)}`,
    showPhone: random.chance(0.5),
    showEmail: random.chance(0.3),
  };
}

/** 'José Ñaupari' -> 'jose.naupari': usernames and mailboxes stay ASCII. */
export function asciiHandle(firstName: string, surname: string): string {
  return `${firstName}.${surname}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
}

/** A generated student or teacher: random name and contact, the shared demo password hash. */
export function randomPerson(
  random: Random,
  fields: Pick<PersonRow, 'id' | 'tip' | 'brandId' | 'mailDomain' | 'place' | 'passwordHash'>,
): PersonRow {
  const name = randomName(random);
  return {
    ...name,
    ...randomContact(random),
    ...fields,
    username: `${asciiHandle(name.firstName, name.paternalSurname)}${fields.id}`,
    areaId: null,
    isAdmin: false,
    isPsychologist: false,
  };
}

// Actor ids and user codes derive from the user id, as in the contract's examples (1001 -> 5001).
export function prepareUserInsert(db: DatabaseSync): (person: PersonRow) => void {
  const statement: StatementSync = db.prepare(`INSERT INTO users (
    id, actor_id, username, password_hash, tip, brand_id, user_code, first_name, paternal_surname,
    maternal_surname, gender, email, institutional_email, phone, address, ubigeo, department,
    province, district, show_phone, show_email, area_id, is_admin, is_psychologist,
    enable_attendance_btn
  ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  return (p) => {
    const handle = asciiHandle(p.firstName, p.paternalSurname);
    statement.run(
      p.id,
      p.id + 4000,
      p.username,
      p.passwordHash,
      p.tip,
      p.brandId,
      `U2026${String(p.id).padStart(5, '0')}`,
      p.firstName,
      p.paternalSurname,
      p.maternalSurname,
      p.gender,
      `${handle}${p.id}@correo.example`,
      `${handle}${p.id}@${p.mailDomain}`,
      p.phone,
      p.address,
      p.place.ubigeo,
      p.place.department,
      p.place.province,
      p.place.district,
      Number(p.showPhone),
      Number(p.showEmail),
      p.areaId,
      Number(p.isAdmin),
      Number(p.isPsychologist),
      // Spec §2: the floating attendance button is for students and teachers.
      Number(p.tip !== 3),
    );
  };
}
