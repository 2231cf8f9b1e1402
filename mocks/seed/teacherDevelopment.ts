import type { DatabaseSync } from 'node:sqlite';
import { limaDay } from '../api/limaDay.ts';
import { queryAll, queryOneOrThrow } from '../db/query.ts';
import { randomFor, type Random } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '032_teacher_development.sql';
const SEED = 2026;

// Everything below is fiction: the levels, paths and trainings a technical institute could offer.
const LEVELS = [
  [
    'INICIO',
    'Docente en inicio',
    'Conoce el modelo educativo del instituto y recibe acompañamiento cercano en su primer año.',
  ],
  [
    'DESARROLLO',
    'Docente en desarrollo',
    'Diseña y evalúa por competencias y fortalece su práctica con observaciones y retroalimentación.',
  ],
  [
    'CONSOLIDADO',
    'Docente consolidado',
    'Innova en sus clases con proyectos y tecnología, y acompaña a docentes nuevos de su programa.',
  ],
  [
    'REFERENTE',
    'Docente referente',
    'Lidera la mejora de su programa, investiga su práctica y la vincula con el sector productivo.',
  ],
] as const;

type Kind = 'RUTA' | 'SST' | 'INTEGRIDAD' | 'OTRA';
type Modality = 'VIRTUAL' | 'PRESENCIAL' | 'SEMIPRESENCIAL';

interface TrainingSeed {
  kind: Kind;
  path?: string;
  name: string;
  description: string;
  modality: Modality;
  hours: number;
  /** Days from the seeding day to its start (negative: it began in the past). */
  start: number;
  days: number;
  modules: readonly string[];
  /** The level (ordinal) whose training route requires it. */
  level?: number;
}

const PATHS = [
  [
    'didactica-educacion-tecnica',
    'Didáctica para la educación técnica',
    'Planificar, enseñar y evaluar por competencias en aulas, talleres y laboratorios.',
  ],
  [
    'tecnologia-educativa',
    'Tecnología educativa',
    'Diseñar cursos en el aula virtual y aprovechar los recursos digitales en clase.',
  ],
  [
    'tutoria-acompanamiento',
    'Tutoría y acompañamiento',
    'Acompañar a los estudiantes y detectar a tiempo a quienes necesitan apoyo.',
  ],
  [
    'gestion-innovacion',
    'Gestión e innovación',
    'Investigar la propia práctica y acercar las clases al sector productivo.',
  ],
] as const;

const TRAININGS: readonly TrainingSeed[] = [
  {
    kind: 'RUTA',
    path: 'didactica-educacion-tecnica',
    name: 'Diseño de sesiones por competencias',
    description:
      'Del perfil de egreso a la sesión de clase: resultados de aprendizaje, secuencias y evidencias.',
    modality: 'VIRTUAL',
    hours: 24,
    start: -300,
    days: 45,
    modules: [
      'El perfil de egreso',
      'Resultados de aprendizaje',
      'Secuencia didáctica',
      'Evidencias de desempeño',
    ],
    level: 1,
  },
  {
    kind: 'RUTA',
    path: 'didactica-educacion-tecnica',
    name: 'Evaluación auténtica en talleres',
    description: 'Rúbricas, listas de cotejo y retroalimentación en tareas reales del taller.',
    modality: 'SEMIPRESENCIAL',
    hours: 20,
    start: -160,
    days: 60,
    modules: [
      'Evaluar para aprender',
      'Rúbricas analíticas',
      'Listas de cotejo',
      'Retroalimentación efectiva',
    ],
    level: 2,
  },
  {
    kind: 'RUTA',
    path: 'didactica-educacion-tecnica',
    name: 'Aprendizaje basado en proyectos',
    description: 'Proyectos integradores con problemas reales de empresas de la región.',
    modality: 'VIRTUAL',
    hours: 30,
    start: -20,
    days: 70,
    modules: [
      '¿Qué es un proyecto integrador?',
      'El reto y sus entregables',
      'Equipos y roles',
      'Seguimiento del proyecto',
      'Presentación y evaluación',
    ],
    level: 2,
  },
  {
    kind: 'RUTA',
    path: 'tecnologia-educativa',
    name: 'Aula virtual: diseño de cursos en línea',
    description:
      'Organizar un curso en el aula virtual: recursos, actividades, foros y calificaciones.',
    modality: 'VIRTUAL',
    hours: 20,
    start: -280,
    days: 40,
    modules: [
      'Estructura del curso',
      'Recursos y actividades',
      'Foros y comunicación',
      'Libro de calificaciones',
    ],
    level: 1,
  },
  {
    kind: 'RUTA',
    path: 'tecnologia-educativa',
    name: 'Recursos digitales interactivos',
    description:
      'Videos, cuestionarios y simuladores que el estudiante usa antes y después de clase.',
    modality: 'VIRTUAL',
    hours: 16,
    start: -35,
    days: 60,
    modules: [
      'Video educativo',
      'Cuestionarios interactivos',
      'Simuladores',
      'Derechos de autor y licencias',
    ],
    level: 2,
  },
  {
    kind: 'RUTA',
    path: 'tecnologia-educativa',
    name: 'Analítica del aprendizaje para docentes',
    description: 'Leer los datos del aula virtual para acompañar mejor a cada estudiante.',
    modality: 'VIRTUAL',
    hours: 12,
    start: 10,
    days: 45,
    modules: [
      'Datos que deja el aula virtual',
      'Tableros de seguimiento',
      'Decisiones a partir de datos',
    ],
    level: 3,
  },
  {
    kind: 'RUTA',
    path: 'tutoria-acompanamiento',
    name: 'Tutoría preventiva y alerta temprana',
    description: 'Señales de riesgo académico, entrevistas de tutoría y derivación oportuna.',
    modality: 'SEMIPRESENCIAL',
    hours: 16,
    start: -240,
    days: 40,
    modules: ['Señales de riesgo', 'La entrevista de tutoría', 'Derivación y seguimiento'],
    level: 1,
  },
  {
    kind: 'RUTA',
    path: 'tutoria-acompanamiento',
    name: 'Comunicación asertiva en el aula',
    description: 'Escucha activa, manejo de conflictos y acuerdos de convivencia.',
    modality: 'PRESENCIAL',
    hours: 12,
    start: -60,
    days: 30,
    modules: ['Escucha activa', 'Conflictos en el aula', 'Acuerdos de convivencia'],
    level: 2,
  },
  {
    kind: 'RUTA',
    path: 'gestion-innovacion',
    name: 'Investigación aplicada en el aula',
    description: 'Preguntas de mejora, recojo de evidencias y reporte de una experiencia docente.',
    modality: 'VIRTUAL',
    hours: 24,
    start: -15,
    days: 90,
    modules: [
      'La pregunta de mejora',
      'Diseño del estudio',
      'Recojo de evidencias',
      'Reporte de la experiencia',
    ],
    level: 3,
  },
  {
    kind: 'RUTA',
    path: 'gestion-innovacion',
    name: 'Vinculación con el sector productivo',
    description: 'Convenios, visitas técnicas y proyectos con empresas aliadas.',
    modality: 'PRESENCIAL',
    hours: 16,
    start: 30,
    days: 45,
    modules: ['El sector productivo de la región', 'Visitas técnicas', 'Proyectos con empresas'],
    level: 4,
  },
  {
    kind: 'SST',
    name: 'Seguridad y salud en el trabajo: inducción',
    description:
      'Obligaciones, derechos y el reglamento interno de seguridad y salud en el trabajo.',
    modality: 'VIRTUAL',
    hours: 8,
    start: -200,
    days: 365,
    modules: ['Marco normativo', 'Reglamento interno', 'Reporte de incidentes'],
    level: 1,
  },
  {
    kind: 'SST',
    name: 'Prevención de riesgos en talleres y laboratorios',
    description:
      'Identificación de peligros, equipos de protección y orden en los ambientes de práctica.',
    modality: 'PRESENCIAL',
    hours: 6,
    start: -40,
    days: 80,
    modules: ['Identificación de peligros', 'Equipos de protección personal', 'Orden y limpieza'],
  },
  {
    kind: 'SST',
    name: 'Primeros auxilios básicos',
    description: 'Qué hacer ante una emergencia en clase hasta que llegue la ayuda.',
    modality: 'PRESENCIAL',
    hours: 6,
    start: 20,
    days: 40,
    modules: ['Evaluación de la escena', 'Reanimación básica', 'Heridas y quemaduras'],
  },
  {
    kind: 'INTEGRIDAD',
    name: 'Código de ética e integridad',
    description: 'Los valores del instituto y cómo actuar ante un conflicto de interés.',
    modality: 'VIRTUAL',
    hours: 4,
    start: -220,
    days: 365,
    modules: ['Nuestros valores', 'Conflicto de interés', 'Canal de denuncias'],
    level: 1,
  },
  {
    kind: 'INTEGRIDAD',
    name: 'Prevención del hostigamiento sexual',
    description: 'Identificar, prevenir y atender casos en la comunidad educativa.',
    modality: 'VIRTUAL',
    hours: 4,
    start: -50,
    days: 90,
    modules: ['¿Qué es el hostigamiento sexual?', 'Prevención', 'Procedimiento de atención'],
  },
  {
    kind: 'INTEGRIDAD',
    name: 'Protección de datos personales',
    description: 'El tratamiento de los datos de estudiantes y colegas en el trabajo diario.',
    modality: 'VIRTUAL',
    hours: 3,
    start: 5,
    days: 60,
    modules: ['Datos personales y sensibles', 'Buenas prácticas'],
  },
  ...[
    [
      'Excel para la gestión académica',
      'Tablas, fórmulas y gráficos para el registro de notas y asistencia.',
      12,
    ],
    ['Inglés técnico para docentes', 'Lectura de manuales y documentación técnica en inglés.', 30],
    ['Lengua de señas peruana: nivel básico', 'Comunicación básica con estudiantes sordos.', 20],
    ['Oratoria y presentaciones efectivas', 'Hablar en público y diseñar diapositivas claras.', 10],
    [
      'Metodologías ágiles en proyectos',
      'Scrum y Kanban aplicados a proyectos de estudiantes.',
      16,
    ],
    [
      'Diseño gráfico con herramientas libres',
      'Piezas gráficas para clases con software libre.',
      12,
    ],
    [
      'Pensamiento crítico y resolución de problemas',
      'Estrategias para desarrollar el razonamiento en clase.',
      12,
    ],
    [
      'Inteligencia artificial en el aula',
      'Usos responsables de asistentes de IA para enseñar y aprender.',
      10,
    ],
    ['Educación inclusiva', 'Ajustes razonables para estudiantes con discapacidad.', 16],
    ['Gestión del tiempo y productividad', 'Planificar la semana docente y priorizar tareas.', 6],
    ['Emprendimiento e innovación', 'Del problema a la idea de negocio con los estudiantes.', 16],
    ['Redacción de documentos académicos', 'Informes, sílabos y guías claras y bien citadas.', 10],
    [
      'Bienestar docente y manejo del estrés',
      'Hábitos para cuidar la salud física y emocional.',
      8,
    ],
    ['Economía circular y sostenibilidad', 'Proyectos de aula con enfoque ambiental.', 12],
  ].map(([name, description, hours], index): TrainingSeed => ({
    kind: 'OTRA',
    name: name as string,
    description: description as string,
    modality: index % 3 === 0 ? 'PRESENCIAL' : 'VIRTUAL',
    hours: hours as number,
    start: -400 + index * 35,
    days: 30 + (index % 4) * 10,
    modules: ['Introducción', 'Desarrollo', 'Aplicación', 'Evaluación final'].slice(
      0,
      2 + (index % 3),
    ),
  })),
];

// The demo teacher's standing: finished, in progress (with modules done) or left to start.
const DEMO_FINISHED = new Set([
  'Diseño de sesiones por competencias',
  'Aula virtual: diseño de cursos en línea',
  'Tutoría preventiva y alerta temprana',
  'Evaluación auténtica en talleres',
  'Comunicación asertiva en el aula',
  'Seguridad y salud en el trabajo: inducción',
  'Código de ética e integridad',
]);
const DEMO_IN_PROGRESS = new Map([
  ['Aprendizaje basado en proyectos', 2],
  ['Recursos digitales interactivos', 3],
  ['Prevención de riesgos en talleres y laboratorios', 1],
  ['Prevención del hostigamiento sexual', 0],
  ['Redacción de documentos académicos', 1],
]);

const STAFF = [
  'Mónica Arévalo Quispe',
  'Javier Salcedo Huamán',
  'Patricia Núñez Vilca',
  'Ricardo Palacios Ccori',
  'Elena Torres Mamani',
];

const DIMENSIONS = [
  'Planificación de la enseñanza',
  'Dominio disciplinar',
  'Estrategias didácticas',
  'Evaluación del aprendizaje',
  'Clima de aula',
  'Responsabilidad profesional',
];
const SOURCES = ['AUTOEVALUACION', 'ESTUDIANTES', 'PARES', 'JEFATURA'] as const;

/** 'YYYY-MM-DD' plus `days`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An institute-wide grade: 14 to 20, to the half point. */
const grade = (random: Random) => random.int(28, 40) / 2;

/**
 * The catalogue (levels, paths, trainings with modules due across their window, each level's
 * route) and every teacher's standing on it: a level, accompaniment sessions, enrolments with the
 * modules done, and the 360° evaluation of the last two closed periods. The demo teacher's is
 * fixed; `docente.nuevo`, hired for next period, stands at the first level with one observation
 * scheduled and nothing else.
 */
export function seedTeacherDevelopment(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const today = limaDay(seedingTime(db));

  const levelIds = LEVELS.map(([code, name, description], index) => {
    db.prepare(
      'INSERT INTO development_levels (ordinal, code, name, description) VALUES (?, ?, ?, ?)',
    ).run(index + 1, code, name, description);
    return queryOneOrThrow<{ id: number }>(
      db,
      'SELECT id FROM development_levels WHERE code = ?',
      code,
    ).id;
  });
  const pathIds = new Map<string, number>();
  PATHS.forEach(([slug, name, description], index) => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO training_paths (ordinal, slug, name, description) VALUES (?, ?, ?, ?)')
      .run(index + 1, slug, name, description);
    pathIds.set(slug, Number(lastInsertRowid));
  });

  const insertTraining = db.prepare(`INSERT INTO trainings (path_id, kind, name, description,
      modality, hours, starts_on, ends_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertModule = db.prepare(`INSERT INTO training_modules (training_id, ordinal, name, hours,
      due_on) VALUES (?, ?, ?, ?, ?)`);
  const trainings = TRAININGS.map((training) => {
    const startsOn = addDays(today, training.start);
    const endsOn = addDays(startsOn, training.days);
    const id = Number(
      insertTraining.run(
        training.path ? pathIds.get(training.path)! : null,
        training.kind,
        training.name,
        training.description,
        training.modality,
        training.hours,
        startsOn,
        endsOn,
      ).lastInsertRowid,
    );
    const modules = training.modules.map((name, index) => {
      const count = training.modules.length;
      const hours = Math.max(1, Math.round(training.hours / count));
      const dueOn = addDays(startsOn, Math.round((training.days * (index + 1)) / count));
      return {
        id: Number(insertModule.run(id, index + 1, name, hours, dueOn).lastInsertRowid),
        dueOn,
      };
    });
    if (training.level) {
      db.prepare('INSERT INTO level_trainings (level_id, training_id) VALUES (?, ?)').run(
        levelIds[training.level - 1]!,
        id,
      );
    }
    return { ...training, id, startsOn, endsOn, modules };
  });

  const teachers = queryAll<{ id: number; username: string }>(
    db,
    'SELECT id, username FROM users WHERE tip = 2 ORDER BY id',
  );
  const closedPeriods = queryAll<{ id: number; endsOn: string }>(
    db,
    'SELECT id, ends_on AS endsOn FROM periods WHERE ends_on < ? ORDER BY ends_on DESC LIMIT 2',
    today,
  );
  const enrol = db.prepare(`INSERT INTO training_enrolments (teacher_id, training_id, enrolled_on,
      status, finished_on, grade, certificate_code) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const complete = db.prepare(
    'INSERT INTO training_module_progress (teacher_id, module_id, completed_on) VALUES (?, ?, ?)',
  );
  const accompany = db.prepare(`INSERT INTO accompaniment_activities (teacher_id, kind, title,
      scheduled_on, status, staff_name, course_name, outcome, comment)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const evaluate = db.prepare(`INSERT INTO evaluation_360 (teacher_id, period_id, dimension,
      ordinal, source, score) VALUES (?, ?, ?, ?, ?, ?)`);

  for (const teacher of teachers) {
    const isDemo = teacher.username === 'docente';
    const isNew = teacher.username === 'docente.nuevo';
    const level = isDemo ? 2 : isNew ? 1 : random.int(1, 4);
    const mentor = STAFF[(teacher.id + (isDemo ? 0 : 1)) % STAFF.length]!;
    db.prepare(
      `INSERT INTO teacher_development (teacher_id, level_id, since, next_review,
        mentor_name) VALUES (?, ?, ?, ?, ?)`,
    ).run(
      teacher.id,
      levelIds[level - 1]!,
      isNew ? today : addDays(today, -random.int(200, 700)),
      addDays(today, isNew ? 120 : random.int(20, 90)),
      mentor,
    );

    // Enrolments: what this teacher finished, has under way, or has not begun.
    for (const training of trainings) {
      if (isNew) continue;
      const begun = training.startsOn <= today;
      let state: 'FINALIZADA' | 'EN_CURSO' | null;
      let done = 0;
      if (isDemo) {
        state = DEMO_FINISHED.has(training.name)
          ? 'FINALIZADA'
          : DEMO_IN_PROGRESS.has(training.name)
            ? 'EN_CURSO'
            : training.kind === 'OTRA' && training.endsOn < today && training.start % 2 === 0
              ? 'FINALIZADA'
              : null;
        done = DEMO_IN_PROGRESS.get(training.name) ?? 0;
      } else {
        state = !begun
          ? null
          : training.endsOn < today
            ? random.chance(0.7)
              ? 'FINALIZADA'
              : null
            : random.chance(0.5)
              ? 'EN_CURSO'
              : null;
        done = random.int(0, training.modules.length - 1);
      }
      if (!state) continue;
      const finishedOn =
        state === 'FINALIZADA'
          ? training.endsOn < today
            ? training.endsOn
            : addDays(training.startsOn, 10)
          : null;
      enrol.run(
        teacher.id,
        training.id,
        training.startsOn,
        state,
        finishedOn,
        state === 'FINALIZADA' ? grade(random) : null,
        state === 'FINALIZADA' ? `CAP-${training.id}-${teacher.id}` : null,
      );
      const modules = state === 'FINALIZADA' ? training.modules : training.modules.slice(0, done);
      // A module is done by its due date, and never after today.
      const yesterday = addDays(today, -1);
      for (const module of modules) {
        const doneOn = finishedOn ?? (module.dueOn < yesterday ? module.dueOn : yesterday);
        complete.run(
          teacher.id,
          module.id,
          doneOn < training.startsOn ? training.startsOn : doneOn,
        );
      }
    }

    // Accompaniment: an observation and its feedback session every few months.
    const rounds = isNew ? 0 : isDemo ? 4 : random.int(1, 3);
    for (let round = 0; round < rounds; round += 1) {
      const observedOn = addDays(today, -(rounds - round) * 75 + (isDemo ? 20 : 0));
      const staff = STAFF[(teacher.id + round) % STAFF.length]!;
      const outcome = random.pick(['DESTACADO', 'LOGRADO', 'LOGRADO', 'EN_PROCESO'] as const);
      const held = observedOn < today;
      accompany.run(
        teacher.id,
        'OBSERVACION',
        `Observación de clase ${round + 1}`,
        observedOn,
        held ? 'REALIZADA' : 'PROGRAMADA',
        staff,
        random.pick([
          'Base de Datos II',
          'Taller de redes',
          'Programación web',
          'Matemática aplicada',
        ]),
        held ? outcome : null,
        held
          ? 'Clase organizada y con buen manejo del tiempo; se sugiere cerrar con una síntesis.'
          : null,
      );
      const feedbackOn = addDays(observedOn, 7);
      const feedbackHeld = feedbackOn < today;
      accompany.run(
        teacher.id,
        'RETROALIMENTACION',
        `Retroalimentación de la observación ${round + 1}`,
        feedbackOn,
        feedbackHeld ? 'REALIZADA' : 'PROGRAMADA',
        staff,
        null,
        feedbackHeld ? outcome : null,
        feedbackHeld
          ? 'Acordamos incorporar preguntas de metacognición al final de cada sesión.'
          : null,
      );
    }
    // The demo teacher also has a cancelled peer observation and the next one ahead; a teacher
    // just hired, their first observation ahead.
    const upcoming = (title: string, days: number, course: string | null) =>
      accompany.run(
        teacher.id,
        'OBSERVACION',
        title,
        addDays(today, days),
        'PROGRAMADA',
        mentor,
        course,
        null,
        null,
      );
    if (isDemo) {
      accompany.run(
        teacher.id,
        'OBSERVACION',
        'Observación entre pares',
        addDays(today, -120),
        'CANCELADA',
        STAFF[2]!,
        'Taller de redes',
        null,
        null,
      );
      upcoming(`Observación de clase ${rounds + 1}`, 12, 'Base de Datos II');
    }
    if (isNew) upcoming('Observación de clase 1', 30, null);

    // The 360° evaluation of the last closed periods; none yet for a teacher just hired.
    if (isNew) continue;
    for (const period of closedPeriods) {
      DIMENSIONS.forEach((dimension, index) => {
        for (const source of SOURCES) {
          const base = source === 'AUTOEVALUACION' ? 4.2 : 3.4;
          evaluate.run(
            teacher.id,
            period.id,
            dimension,
            index + 1,
            source,
            Math.min(5, Math.round((base + random.next() * 1.4) * 10) / 10),
          );
        }
      });
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedTeacherDevelopment };
