import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOneOrThrow } from '../db/query.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '039_directives.sql';
const HOUR = 3_600_000;

interface DirectiveSeed {
  titulo: string;
  descripcion: string;
  /** Oldest first; each published before the onboarding copies were completed (from 2026-03-16). */
  versions: readonly { publishedAt: string; resumenCambios: string; contenido: string }[];
}

const articles = (...texts: string[]) =>
  texts.map((text, index) => `Artículo ${index + 1}. ${text}`).join('\n\n');

const CAMPUS_ACCOUNT =
  'La cuenta del campus virtual es personal e intransferible. El estudiante no comparte su contraseña y cierra su sesión en los equipos de uso común.';
const CAMPUS_MAIL =
  'Las comunicaciones oficiales del instituto llegan al correo institucional y a las notificaciones del campus; el estudiante las revisa al menos una vez por semana.';
const CAMPUS_RECORDINGS =
  'Las grabaciones y materiales de las clases virtuales son de uso exclusivo de los estudiantes de la sección y no se publican fuera del campus.';
const GRADES_SCALE =
  'Cada unidad didáctica se califica en la escala vigesimal; la nota mínima aprobatoria es trece y el medio punto se redondea a favor del estudiante solo en el promedio final.';
const GRADES_SCHEDULE =
  'El sílabo indica las evaluaciones, sus pesos y sus fechas. Las notas se publican en el campus dentro de los siete días siguientes a cada evaluación.';
const GRADES_REVIEW =
  'El estudiante puede pedir la revisión de una nota dentro de los tres días hábiles siguientes a su publicación, desde el campus virtual.';
const CONDUCT_RESPECT =
  'El estudiante trata con respeto a sus compañeros, docentes y colaboradores, en las aulas presenciales, en las clases virtuales y en los grupos de mensajería del curso.';
const CONDUCT_HARASSMENT =
  'El hostigamiento, la discriminación y la difusión de imágenes de otras personas sin su autorización son faltas graves.';
const CONDUCT_REPORT =
  'Quien presencie o sufra una falta puede reportarla a bienestar estudiantil; el reporte es confidencial.';

/** The demo directives for students (fiction). */
export const directiveSeeds: readonly DirectiveSeed[] = [
  {
    titulo: 'Directiva de uso del campus virtual',
    descripcion: 'Cuenta personal, comunicaciones oficiales y materiales de las clases virtuales.',
    versions: [
      {
        publishedAt: '2025-03-03T14:00:00.000Z',
        resumenCambios: 'Versión inicial.',
        contenido: articles(CAMPUS_ACCOUNT, CAMPUS_MAIL),
      },
      {
        publishedAt: '2026-02-23T14:00:00.000Z',
        resumenCambios: 'Se añade el uso de las grabaciones de las clases virtuales.',
        contenido: articles(CAMPUS_ACCOUNT, CAMPUS_MAIL, CAMPUS_RECORDINGS),
      },
    ],
  },
  {
    titulo: 'Directiva de evaluación y calificación',
    descripcion: 'Escala de notas, calendario de evaluaciones y revisión de notas.',
    versions: [
      {
        publishedAt: '2026-02-23T14:00:00.000Z',
        resumenCambios: 'Versión inicial.',
        contenido: articles(GRADES_SCALE, GRADES_SCHEDULE, GRADES_REVIEW),
      },
    ],
  },
  {
    titulo: 'Directiva de convivencia y conducta',
    descripcion: 'Respeto, faltas graves y cómo reportarlas.',
    versions: [
      {
        publishedAt: '2026-03-02T14:00:00.000Z',
        resumenCambios: 'Versión inicial.',
        contenido: articles(CONDUCT_RESPECT, CONDUCT_HARASSMENT, CONDUCT_REPORT),
      },
    ],
  },
];

/** The demo student accepted the first directive's current version and not the other two. */
const DEMO_ACCEPTED = 'Directiva de uso del campus virtual';

// Students whose onboarding step (or whole onboarding task) is done accepted every directive
// then, so the step and the acceptances agree.
const DONE_SQL = `SELECT user_id AS userId, min(completed_at) AS completedAt FROM user_tasks
  WHERE modulo IN ('onboardingDirectivas', 'onBoarding') AND completed_at IS NOT NULL
  GROUP BY user_id ORDER BY user_id`;

/** 039's demo data: the directives for students, their versions and who accepted them. */
export function seedDirectives(db: DatabaseSync): void {
  const publisher = queryOneOrThrow<{ id: number }>(
    db,
    "SELECT id FROM users WHERE username = 'superadmin'",
  );
  const demo = queryOneOrThrow<{ id: number }>(
    db,
    "SELECT id FROM users WHERE username = 'alumno'",
  );
  const insertRegulation = db.prepare(`INSERT INTO regulations
    (titulo, descripcion, audiencia, activo, tipo) VALUES (?, ?, 'ESTUDIANTES', 1, 'DIRECTIVA')`);
  const insertVersion = db.prepare(`INSERT INTO regulation_versions
    (regulation_id, numero, resumen_cambios, contenido, published_at, published_by)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const accept = db.prepare(
    'INSERT INTO regulation_acceptances (version_id, user_id, accepted_at) VALUES (?, ?, ?)',
  );
  const done = queryAll<{ userId: number; completedAt: number }>(db, DONE_SQL);
  for (const directive of directiveSeeds) {
    const regulationId = insertRow(insertRegulation, directive.titulo, directive.descripcion);
    let current = 0;
    let published = 0;
    directive.versions.forEach((version, index) => {
      published = Date.parse(version.publishedAt);
      current = insertRow(
        insertVersion,
        regulationId,
        index + 1,
        version.resumenCambios,
        version.contenido,
        published,
        publisher.id,
      );
    });
    for (const { userId, completedAt } of done) {
      accept.run(current, userId, Math.max(completedAt, published + HOUR));
    }
    if (directive.titulo === DEMO_ACCEPTED) {
      accept.run(current, demo.id, Date.parse('2026-03-09T15:30:00.000Z'));
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedDirectives };
