import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/query.ts';
import { seedProcedureRequests } from './procedureRequests.ts';
import { slugify } from '../../src/lib/text/slugify.ts';
import { procedureTypeSeeds, signatureSeeds } from './procedureTypes.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '019_procedures.sql';
const SEED = 2026;
const MB = 1024 * 1024;

// Generated managers besides the demo accounts, so a request can be reassigned: two per area.
const MANAGERS = [
  {
    username: 'encargado1',
    first: 'Milagros',
    last: ['Chávez', 'Lozano'],
    gender: 'F',
    area: 'SM-TK',
  },
  {
    username: 'encargado2',
    first: 'Renzo',
    last: ['Espinoza', 'Cueva'],
    gender: 'M',
    area: 'SM-TK',
  },
  {
    username: 'encargado3',
    first: 'Yesenia',
    last: ['Palomino', 'Rivas'],
    gender: 'F',
    area: 'SM-VD',
  },
  {
    username: 'encargado4',
    first: 'Hugo',
    last: ['Benites', 'Aguirre'],
    gender: 'M',
    area: 'SM-VD',
  },
] as const;

/** 019's demo data: the types of spec §3, their managers and signatures, and requests. */
export function seedProcedures(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  seedTypes(db);
  seedManagers(db);
  // A few students owe fees or left, so eligibility rules have someone to refuse; the demo
  // and spare accounts stay eligible (the e2e files with them).
  const enrolments = queryAll<{ id: number; username: string }>(
    db,
    `SELECT e.id, u.username FROM enrolments e JOIN users u ON u.id = e.student_id ORDER BY e.id`,
  );
  const setDebt = db.prepare('UPDATE enrolments SET debt_cents = ? WHERE id = ?');
  const setState = db.prepare('UPDATE enrolments SET state = ? WHERE id = ?');
  for (const enrolment of enrolments) {
    if (/^alumno\d*$/.test(enrolment.username)) continue;
    if (random.chance(0.08)) setDebt.run(random.int(8, 70) * 5000, enrolment.id);
    else if (random.chance(0.03)) setState.run(random.pick(['RETIRADA', 'EGRESADA']), enrolment.id);
  }
  seedProcedureRequests(db, random);
}

function seedTypes(db: DatabaseSync) {
  const insertType = db.prepare(`INSERT INTO procedure_types (code, slug, name, summary, purpose,
      area_code, mode, audiences, fee_cents, business_days, asks_sms, issues_document, responder)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertStep = db.prepare(
    'INSERT INTO procedure_steps (type_id, position, name, description) VALUES (?, ?, ?, ?)',
  );
  const insertRequirement = db.prepare(`INSERT INTO procedure_requirements (type_id, kind, name,
      description, required, position, formats, max_bytes, max_files, field_type, options,
      max_length, rule, rule_value)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertSignature = db.prepare(
    'INSERT INTO procedure_signatures (type_id, signer, post, position) VALUES (?, ?, ?, ?)',
  );
  for (const seed of procedureTypeSeeds) {
    const typeId = Number(
      insertType.run(
        seed.code,
        slugify(seed.name),
        seed.name,
        seed.summary,
        seed.purpose,
        seed.area,
        seed.mode,
        seed.audiences.join(','),
        Math.round(seed.fee * 100),
        seed.businessDays,
        seed.asksSms ? 1 : 0,
        seed.issuesDocument ? 1 : 0,
        seed.responder ?? 'NINGUNO',
      ).lastInsertRowid,
    );
    seed.steps.forEach(([name, description], index) =>
      insertStep.run(typeId, index + 1, name, description),
    );
    seed.requirements.forEach((requirement, index) => {
      const document = requirement.kind === 'DOCUMENTO' ? requirement : null;
      const field = requirement.kind === 'CAMPO' ? requirement : null;
      const rule = requirement.kind === 'REGLA' ? requirement : null;
      insertRequirement.run(
        typeId,
        requirement.kind,
        requirement.name,
        requirement.description,
        rule || (document?.required ?? field?.required ?? true) ? 1 : 0,
        index + 1,
        document ? document.formats.join(',') : null,
        document ? document.maxMb * MB : null,
        document ? document.maxFiles : null,
        field ? field.fieldType : null,
        field?.options ? JSON.stringify(field.options) : null,
        field ? (field.maxLength ?? (field.fieldType === 'TEXTO' ? 500 : null)) : null,
        rule ? rule.rule : null,
        rule?.value ?? null,
      );
    });
    if (seed.issuesDocument) {
      // Certificates carry the director's signature too; letters and records only the secretary's.
      const signers = seed.code.startsWith('CER') ? signatureSeeds : signatureSeeds.slice(0, 1);
      signers.forEach((signer, index) =>
        insertSignature.run(typeId, signer.signer, signer.post, index + 1),
      );
    }
  }
}

function seedManagers(db: DatabaseSync) {
  const template = queryOne<{ hash: string; brandId: number; domain: string }>(
    db,
    `SELECT u.password_hash AS hash, u.brand_id AS brandId, b.mail_domain AS domain
      FROM users u JOIN brands b ON b.id = u.brand_id WHERE u.username = 'colaborador'`,
  );
  const addManager = db.prepare(
    'INSERT INTO procedure_area_managers (area_code, user_id) VALUES (?, ?)',
  );
  for (const username of ['colaborador', 'superadmin']) {
    const user = queryOne<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', username);
    if (!user) continue;
    addManager.run('SM-TK', user.id);
    addManager.run('SM-VD', user.id);
  }
  if (!template) return;
  const insertUser = db.prepare(`INSERT INTO users (actor_id, username, password_hash, tip,
      brand_id, user_code, first_name, paternal_surname, maternal_surname, gender,
      institutional_email, is_admin)
    VALUES ((SELECT max(actor_id) + 1 FROM users), ?, ?, 3, ?, ?, ?, ?, ?, ?, ?, 1)`);
  MANAGERS.forEach((manager, index) => {
    const id = Number(
      insertUser.run(
        manager.username,
        template.hash,
        template.brandId,
        `C0090${index + 1}`,
        manager.first,
        manager.last[0],
        manager.last[1],
        manager.gender,
        `${manager.username}@${template.domain}`,
      ).lastInsertRowid,
    );
    addManager.run(manager.area, id);
  });
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedProcedures };
