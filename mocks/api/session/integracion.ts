import type { operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { ok } from '../respond.ts';

// A student's programme is their primary enrolment's; generic accounts are nobody to validate.
const PERSON_SQL = `SELECT u.username AS usuario,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS nombreCompleto,
    CASE u.tip WHEN 1 THEN 'ALUMNO' ELSE 'DOCENTE' END AS tipo, u.is_active AS activo,
    b.code AS marca,
    (SELECT p.name FROM enrolments e JOIN programmes p ON p.id = e.programme_id
      WHERE e.student_id = u.id ORDER BY e.is_primary DESC, e.id LIMIT 1) AS programa
  FROM users u JOIN brands b ON b.id = u.brand_id
  WHERE u.username = :usuario AND u.tip IN (1, 2)`;

/** The scope a key needs to learn about a person of each type. */
const SCOPE_OF = { ALUMNO: 'PERSONAS_ALUMNOS', DOCENTE: 'PERSONAS_DOCENTES' } as const;

interface PersonRow {
  usuario: string;
  nombreCompleto: string;
  tipo: keyof typeof SCOPE_OF;
  activo: number;
  marca: string;
  programa: string | null;
}

export const integracionHandlers = {
  // A person beyond the key's scopes is as unknown as nobody: the key learns nothing of them.
  validarPersonaIntegracion: ({ params, services, integration }) => {
    const person = queryOne<PersonRow>(services.db, PERSON_SQL, { usuario: params.usuario });
    if (!person || !integration?.alcances.includes(SCOPE_OF[person.tipo])) throw notFound();
    return ok({ ...person, activo: person.activo === 1 });
  },
} satisfies Partial<ServiceHandlers<operations>>;
