import type { DatabaseSync } from 'node:sqlite';
import {
  ACTIVATE_SQL,
  CONFIGURE_TYPE_SQL,
  CONFIGURED_SQL,
  FILTERS_SAVED_SQL,
  INSERT_GENERIC_SQL,
  INSERT_PART_SQL,
  INSERT_TYPE_SQL,
  PUBLISH_SQL,
} from '../api/procedures/tramiteGenerico.sql.ts';
import { writeFilters } from '../api/procedures/filters.ts';
import { slugify } from '../../src/lib/text/slugify.ts';
import { queryAll, queryOneOrThrow } from '../db/query.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const DAY = 86_400_000;
const MB = 1024 * 1024;

interface GenericSeed {
  name: string;
  summary: string;
  purpose: string;
  audiences: string;
  /** Programme names of the first institute the procedure is for; none lets all in. */
  programmes?: readonly string[];
  cycles?: readonly string[];
  questions?: readonly (readonly [question: string, answers: readonly string[]])[];
  documents?: readonly (readonly [name: string, description: string])[];
  texts?: readonly (readonly [name: string, description: string])[];
  /** Soles, and the final configuration saved. */
  fee?: number;
  published?: boolean;
}

// Fiction. The published ones are for programmes the demo student does not follow, so the demo
// student's catalogue is the built-in one (the e2e builds and publishes its own).
const genericSeeds: readonly GenericSeed[] = [
  {
    name: 'Carné de biblioteca',
    summary: 'Credencial para llevar libros a casa y reservar cubículos de estudio.',
    purpose: 'Sirve para usar los servicios de préstamo de la biblioteca de tu sede.',
    audiences: 'CARRERA',
    programmes: ['Administración de Empresas', 'Contabilidad'],
    questions: [['¿En qué turno estudias?', ['Mañana', 'Tarde', 'Noche']]],
    documents: [['Foto tamaño carné', 'Fondo blanco, sin lentes ni gorra.']],
    fee: 10,
    published: true,
  },
  {
    name: 'Constancia de participación en feria tecnológica',
    summary: 'Constancia por exponer un proyecto en la feria tecnológica del semestre.',
    purpose: 'Sirve para sumar horas de actividades extracurriculares.',
    audiences: 'CARRERA',
    programmes: ['Electrónica Industrial'],
    cycles: ['CIV', 'CV', 'CVI'],
    texts: [['Nombre del proyecto', 'Como figura en el catálogo de la feria.']],
    fee: 0,
    published: true,
  },
  {
    name: 'Taller de oratoria',
    summary: 'Inscripción al taller de oratoria de los sábados.',
    purpose: 'Sirve para reservar una vacante en el taller del próximo mes.',
    audiences: 'CARRERA,EXTENSION',
    questions: [['¿En qué horario prefieres asistir?', ['9:00 a. m.', '11:00 a. m.']]],
  },
  {
    name: 'Préstamo de laptop',
    summary: 'Préstamo de una laptop del instituto por el ciclo.',
    purpose: 'Sirve para estudiantes que no cuentan con equipo propio.',
    audiences: 'CARRERA',
    programmes: ['Desarrollo de Software', 'Diseño Gráfico'],
    documents: [['Declaración jurada', 'Firmada, en PDF.']],
  },
  {
    name: 'Reserva de laboratorio',
    summary: 'Reserva de un laboratorio para trabajos de grupo fuera de clase.',
    purpose: 'Sirve para practicar con los equipos del laboratorio.',
    audiences: 'CARRERA',
  },
  {
    name: 'Solicitud de casillero',
    summary: 'Asignación de un casillero por el ciclo.',
    purpose: 'Sirve para guardar tus materiales en la sede.',
    audiences: 'CARRERA,EXTENSION',
    questions: [['¿En qué piso prefieres el casillero?', ['Primero', 'Segundo', 'Tercero']]],
    fee: 20,
  },
  {
    name: 'Inscripción a la selección deportiva',
    summary: 'Postulación a las selecciones de fútbol, vóley y básquet.',
    purpose: 'Sirve para representar al instituto en los juegos interinstitutos.',
    audiences: 'CARRERA',
    questions: [['¿A qué disciplina postulas?', ['Fútbol', 'Vóley', 'Básquet']]],
    documents: [['Certificado médico', 'Emitido en los últimos tres meses.']],
  },
  {
    name: 'Visita guiada a empresa',
    summary: 'Inscripción a las visitas técnicas del mes.',
    purpose: 'Sirve para conocer un centro de trabajo de tu especialidad.',
    audiences: 'CARRERA',
  },
  {
    name: 'Tutoría académica',
    summary: 'Solicitud de sesiones de tutoría con un docente.',
    purpose: 'Sirve para reforzar los cursos en que tienes dificultades.',
    audiences: 'CARRERA,EXTENSION',
    texts: [['Cursos en que necesitas apoyo', 'Escribe los cursos y el tema.']],
  },
  {
    name: 'Inscripción al coro institucional',
    summary: 'Inscripción a los ensayos del coro.',
    purpose: 'Sirve para participar en las ceremonias del instituto.',
    audiences: 'CARRERA,EXTENSION',
  },
  {
    name: 'Voluntariado ambiental',
    summary: 'Inscripción a las jornadas de reciclaje y arborización.',
    purpose: 'Sirve para sumar horas de proyección social.',
    audiences: 'CARRERA',
    questions: [['¿Qué jornada prefieres?', ['Reciclaje', 'Arborización']]],
  },
  {
    name: 'Constancia de prácticas de campo',
    summary: 'Constancia de las prácticas de campo del módulo.',
    purpose: 'Sirve para acreditar las horas de práctica ante tu centro de labores.',
    audiences: 'CARRERA',
    documents: [['Informe de prácticas', 'Visado por tu docente.']],
    fee: 15,
  },
];

/**
 * Twelve generic procedures built by the demo collaborator over the last weeks: two published,
 * the rest drafts at different steps, so the builder's list pages and shows both states.
 */
export function seedGenericProcedures(db: DatabaseSync): void {
  const now = seedingTime(db);
  const builder = queryOneOrThrow<{ id: number; brandId: number }>(
    db,
    "SELECT id, brand_id AS brandId FROM users WHERE username = 'colaborador'",
  );
  const programmes = queryAll<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM programmes WHERE brand_id = ?',
    builder.brandId,
  );
  const programmeIds = (names: readonly string[]) =>
    programmes.filter((programme) => names.includes(programme.name)).map(({ id }) => id);
  genericSeeds.forEach((seed, index) => {
    const at = now - (genericSeeds.length - index) * 2 * DAY;
    const typeId = Number(
      db.prepare(INSERT_TYPE_SQL).run({
        slug: slugify(seed.name),
        name: seed.name,
        summary: seed.summary,
        purpose: seed.purpose,
        audiences: seed.audiences,
        at,
      }).lastInsertRowid,
    );
    db.prepare(INSERT_GENERIC_SQL).run({ typeId, userId: builder.id, at });
    const part = { typeId, formats: null, maxBytes: null, maxFiles: null, options: null };
    for (const [question, answers] of seed.questions ?? []) {
      db.prepare(INSERT_PART_SQL).run({
        ...part,
        kind: 'CAMPO',
        fieldType: 'SELECCION',
        name: question,
        description: '',
        required: 1,
        options: JSON.stringify(answers),
        maxLength: null,
        at,
      });
    }
    for (const [name, description] of seed.documents ?? []) {
      db.prepare(INSERT_PART_SQL).run({
        ...part,
        kind: 'DOCUMENTO',
        fieldType: null,
        name,
        description,
        required: 1,
        formats: 'pdf,jpg,png',
        maxBytes: 2 * MB,
        maxFiles: 1,
        maxLength: null,
        at,
      });
    }
    for (const [name, description] of seed.texts ?? []) {
      db.prepare(INSERT_PART_SQL).run({
        ...part,
        kind: 'CAMPO',
        fieldType: 'TEXTO',
        name,
        description,
        required: 1,
        maxLength: 300,
        at,
      });
    }
    if (seed.programmes || seed.cycles) {
      writeFilters(db, typeId, {
        programas: programmeIds(seed.programmes ?? []),
        sedes: [],
        ciclos: [...(seed.cycles ?? [])],
      });
      db.prepare(FILTERS_SAVED_SQL).run({ id: typeId, at });
    }
    if (seed.fee !== undefined) {
      db.prepare(CONFIGURE_TYPE_SQL).run({
        id: typeId,
        area: 'SM-TK',
        feeCents: seed.fee * 100,
        businessDays: 5,
        at,
      });
      db.prepare(CONFIGURED_SQL).run({ id: typeId, at });
    }
    if (seed.published) {
      db.prepare(PUBLISH_SQL).run({ id: typeId, at });
      db.prepare(ACTIVATE_SQL).run({ id: typeId });
    }
  });
}

export const seedStep: SeedStep = {
  migration: '028_generic_procedures.sql',
  run: seedGenericProcedures,
};
