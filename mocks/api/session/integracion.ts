import type { operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import { PERSON_SQL } from './integracion.sql.ts';

// A student's programme is their primary enrolment's; generic accounts are nobody to validate.

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
