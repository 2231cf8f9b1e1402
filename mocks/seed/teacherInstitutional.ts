import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../db/query.ts';
import { randomFor } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '033_teacher_institutional.sql';
const SEED = 2026;
const DAY_MS = 86_400_000;

type Slug = 'conocenos' | 'guia-docente' | 'directivas' | 'induccion';

interface PageSeed {
  title: string;
  summary: string;
  /** Each section's title and paragraphs. */
  sections: ReadonlyArray<readonly [string, readonly string[]]>;
  /** Each document's code, name, version, days before seeding it was issued, and summary. */
  documents: ReadonlyArray<readonly [string, string, number, number, string]>;
}

// The institute's pages for its teachers. Fiction: no real institute, rule or person.
const PAGES: Record<Slug, PageSeed> = {
  conocenos: {
    title: 'Conócenos',
    summary: 'Quiénes somos, hacia dónde vamos y cómo trabajamos juntos.',
    sections: [
      [
        'Nuestra misión',
        [
          'Formamos profesionales técnicos con las competencias que pide el sector productivo, con una enseñanza práctica, cercana y ética.',
        ],
      ],
      [
        'Nuestra visión',
        [
          'Ser el instituto de referencia en educación técnica del país por la empleabilidad de sus egresados y la innovación de sus docentes.',
        ],
      ],
      [
        'Nuestros valores',
        [
          'Compromiso con el aprendizaje de cada estudiante.',
          'Integridad en todo lo que hacemos.',
          'Trabajo en equipo entre docentes, tutores y áreas de apoyo.',
          'Innovación al servicio de la enseñanza.',
        ],
      ],
      [
        'Cómo nos organizamos',
        [
          'Cada programa de estudios tiene un coordinador académico que acompaña a sus docentes. La dirección académica define el modelo educativo y la gestión docente atiende tus consultas sobre programación, contratos y capacitación.',
        ],
      ],
    ],
    documents: [],
  },
  'guia-docente': {
    title: 'Guía docente',
    summary: 'Lo que se espera de ti en cada momento del periodo académico.',
    sections: [
      [
        'Antes de iniciar el periodo',
        [
          'Revisa tu programación docente y los sílabos de tus cursos.',
          'Prepara tu aula virtual: presentación, cronograma y primeras actividades publicadas una semana antes del inicio.',
        ],
      ],
      [
        'Durante el periodo',
        [
          'Registra tu asistencia y la de tus estudiantes en cada sesión, dentro de la ventana de marcación.',
          'Publica las notas de cada evaluación en un plazo máximo de siete días.',
          'Si un estudiante acumula faltas o baja su rendimiento, regístralo en la alerta de estudiantes para que tutoría lo acompañe.',
        ],
      ],
      [
        'Cierre del periodo',
        [
          'Verifica que todas las notas estén registradas antes del cierre de actas.',
          'Atiende las solicitudes de rectificación de notas dentro del plazo.',
        ],
      ],
    ],
    documents: [
      [
        'GUIA-DOC-2026',
        'Guía docente 2026',
        3,
        120,
        'Procesos académicos del docente de principio a fin del periodo.',
      ],
    ],
  },
  directivas: {
    title: 'Directivas',
    summary: 'Las directivas vigentes que regulan la labor docente, en su última versión.',
    sections: [
      [
        'Sobre las directivas',
        [
          'Las directivas detallan cómo se aplican los reglamentos del instituto. Cada una indica su código y versión; descarga siempre la versión publicada aquí.',
        ],
      ],
    ],
    documents: [
      [
        'DIR-ACA-001',
        'Directiva de evaluación del aprendizaje',
        4,
        95,
        'Tipos de evaluación, pesos, plazos de registro de notas y evaluación sustitutoria.',
      ],
      [
        'DIR-ACA-002',
        'Directiva de asistencia docente y estudiantil',
        2,
        210,
        'Marcación de asistencia, tolerancias, justificaciones e inhabilitación por inasistencias.',
      ],
      [
        'DIR-ACA-003',
        'Directiva de tutoría y alerta temprana',
        1,
        60,
        'Registro de alertas, derivación a tutoría y seguimiento de estudiantes en riesgo.',
      ],
      [
        'DIR-ADM-004',
        'Directiva de uso de talleres y laboratorios',
        3,
        300,
        'Reserva de ambientes, normas de seguridad y cuidado de equipos.',
      ],
      [
        'DIR-ADM-005',
        'Directiva de trabajo remoto docente',
        1,
        30,
        'Condiciones para dictar clases virtuales y horarios de atención remota.',
      ],
    ],
  },
  induccion: {
    title: 'Inducción docente',
    summary: 'Tu primera semana en el instituto, paso a paso.',
    sections: [
      [
        'Bienvenida',
        [
          'Te damos la bienvenida a la comunidad docente. Esta inducción te presenta el modelo educativo, las herramientas que usarás y a quién acudir.',
        ],
      ],
      [
        'Modelo educativo',
        [
          'Enseñamos por competencias: cada sesión se orienta a un resultado de aprendizaje y se evalúa con evidencias de desempeño.',
          'La práctica en talleres y laboratorios ocupa al menos la mitad de las horas de cada curso técnico.',
        ],
      ],
      [
        'Herramientas digitales',
        [
          'El campus virtual reúne tus clases, programación, asistencia y trámites.',
          'El aula virtual de cada curso se abre desde la tarjeta de la clase.',
        ],
      ],
      [
        'Tu primera semana',
        [
          'Día 1: activa tu correo institucional y revisa tu programación.',
          'Día 2: reúnete con tu coordinador académico.',
          'Día 3: completa las capacitaciones obligatorias de seguridad y salud en el trabajo y de integridad.',
          'Día 4 y 5: prepara tus aulas virtuales con el acompañamiento de tecnología educativa.',
        ],
      ],
    ],
    documents: [
      [
        'MAN-IND-001',
        'Manual de inducción docente',
        2,
        180,
        'El modelo educativo, los procesos académicos y los contactos clave.',
      ],
    ],
  },
};

const REASONS = [
  'INASISTENCIAS',
  'BAJO_RENDIMIENTO',
  'SALUD',
  'SITUACION_ECONOMICA',
  'CONDUCTA',
  'OTRO',
] as const;
const COMMENTS: Record<(typeof REASONS)[number], string> = {
  INASISTENCIAS:
    'Faltó a las tres últimas sesiones sin justificar y no responde los mensajes del aula virtual.',
  BAJO_RENDIMIENTO:
    'Desaprobó las dos primeras evaluaciones; necesita reforzamiento en los temas base.',
  SALUD: 'Comentó que tiene un problema de salud que le impide asistir a las clases presenciales.',
  SITUACION_ECONOMICA:
    'Manifestó que trabaja en las tardes para cubrir sus pensiones y llega cansado.',
  CONDUCTA: 'Interrumpe con frecuencia las clases prácticas y tuvo un incidente con un compañero.',
  OTRO: 'Se muestra desmotivado y evalúa retirarse del programa al terminar el ciclo.',
};

/**
 * The pages' sections and documents, and the demo teacher's alerts on students of their classes
 * this period (enough that the list pages): the older ones attended, the latest just registered.
 */
export function seedTeacherInstitutional(db: DatabaseSync): void {
  const now = seedingTime(db);
  const day = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const page = db.prepare(
    'INSERT INTO institutional_pages (slug, title, summary) VALUES (?, ?, ?)',
  );
  const section = db.prepare(`INSERT INTO institutional_sections (page_slug, ordinal, title, body)
    VALUES (?, ?, ?, ?)`);
  const document = db.prepare(`INSERT INTO institutional_documents (page_slug, ordinal, code, name,
      version, issued_on, summary) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const [slug, content] of Object.entries(PAGES)) {
    page.run(slug, content.title, content.summary);
    content.sections.forEach(([title, paragraphs], index) =>
      section.run(slug, index + 1, title, paragraphs.join('\n\n')),
    );
    content.documents.forEach(([code, name, version, daysAgo, summary], index) =>
      document.run(slug, index + 1, code, name, version, day(daysAgo), summary),
    );
  }

  const random = randomFor(SEED, MIGRATION);
  const seats = queryAll<{ teacherId: number; sectionId: number; enrolmentId: number }>(
    db,
    `SELECT s.teacher_id AS teacherId, s.id AS sectionId, ss.enrolment_id AS enrolmentId
      FROM sections s JOIN periods p ON p.id = s.period_id AND p.is_current = 1
      JOIN users u ON u.id = s.teacher_id AND u.username = 'docente'
      JOIN section_students ss ON ss.section_id = s.id
      JOIN enrolments e ON e.id = ss.enrolment_id JOIN users st ON st.id = e.student_id
      WHERE st.username NOT LIKE 'alumno%'
      ORDER BY s.id, ss.enrolment_id`,
  );
  const alert = db.prepare(`INSERT INTO student_alerts (teacher_id, section_id, enrolment_id,
      reason, comment, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const count = Math.min(14, seats.length);
  for (let index = 0; index < count; index += 1) {
    const seat = seats[(index * 7) % seats.length]!;
    const reason = REASONS[index % REASONS.length]!;
    const daysAgo = (count - index) * 4 + random.int(0, 2);
    const status = daysAgo > 30 ? 'ATENDIDA' : daysAgo > 12 ? 'EN_ATENCION' : 'REGISTRADA';
    alert.run(
      seat.teacherId,
      seat.sectionId,
      seat.enrolmentId,
      reason,
      COMMENTS[reason],
      status,
      now - daysAgo * DAY_MS,
    );
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedTeacherInstitutional };
