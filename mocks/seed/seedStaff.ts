import type { DatabaseSync } from 'node:sqlite';
import { demoAccounts } from './demoAccounts.ts';
import { prepareUserInsert, randomContact, randomPerson } from './people.ts';
import type { Random } from './random.ts';
import type { Institute } from './seedInstitute.ts';

export const FIRST_USER_ID = 1001;

export interface Staff {
  /** Demo username -> user id. */
  demoIds: Map<string, number>;
  teachersByBrand: Map<number, number[]>;
  nextUserId: number;
}

interface StaffInput {
  random: Random;
  institute: Institute;
  teachers: number;
  /** One hash per demo account, in demoAccounts order. */
  demoHashes: readonly string[];
  sharedHash: string;
}

/** Inserts the fixed demo accounts (all in the first brand) and the generated teachers. */
export function seedStaff(db: DatabaseSync, input: StaffInput): Staff {
  const { random, institute } = input;
  const insertUser = prepareUserInsert(db);
  const insertPermission = db.prepare(
    'INSERT INTO user_permissions (user_id, permission) VALUES (?, ?)',
  );
  const insertAllowlisted = db.prepare('INSERT INTO superadmin_allowlist (username) VALUES (?)');
  const home = institute.brands[0];
  const demoIds = new Map<string, number>();
  let nextUserId = FIRST_USER_ID;

  demoAccounts.forEach((account, index) => {
    const id = nextUserId++;
    insertUser({
      ...account,
      ...randomContact(random),
      id,
      username: account.usuario,
      passwordHash: input.demoHashes[index],
      brandId: home.id,
      mailDomain: home.seed.domain,
      place: home.campuses[0].place,
    });
    for (const permission of account.permissions) insertPermission.run(id, permission);
    if (account.isSuperadmin) insertAllowlisted.run(account.usuario);
    demoIds.set(account.usuario, id);
  });

  const teachersByBrand = new Map<number, number[]>(
    institute.brands.map((brand) => [brand.id, []]),
  );
  for (let index = 0; index < input.teachers; index += 1) {
    // Round-robin keeps every brand staffed however few teachers are asked for.
    const brand = institute.brands[index % institute.brands.length];
    const id = nextUserId++;
    insertUser(
      randomPerson(random, {
        id,
        tip: 2,
        brandId: brand.id,
        mailDomain: brand.seed.domain,
        place: random.pick(brand.campuses).place,
        passwordHash: input.sharedHash,
      }),
    );
    teachersByBrand.get(brand.id)?.push(id);
  }
  return { demoIds, teachersByBrand, nextUserId };
}
