import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll } from '../db/query.ts';
import { randomFor } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '024_surveys.sql';
const SEED = 2026;
const DAY = 86_400_000;

type Kind = 'EMOJI' | 'ESCALA' | 'OPCION' | 'TEXTO';

interface QuestionSeed {
  kind: Kind;
  text: string;
  required?: boolean;
  scale?: number;
  options?: readonly [string, string][];
}

interface SurveySeed {
  type: 847 | 846 | 1820;
  code: string;
  title: string;
  description: string;
  questions: readonly QuestionSeed[];
}

// Agreement options from red to green: their colours keep black or white text readable.
const AGREEMENT: readonly [string, string][] = [
  ['Totalmente en desacuerdo', '#c62828'],
  ['En desacuerdo', '#ef6c00'],
  ['Ni de acuerdo ni en desacuerdo', '#fdd835'],
  ['De acuerdo', '#7cb342'],
  ['Totalmente de acuerdo', '#2e7d32'],
];

export const surveySeeds: readonly SurveySeed[] = [
  {
    type: 847,
    code: 'EVA_SATISFACCION_ESTUDIANTE',
    title: 'Encuesta de satisfacción estudiantil',
    description: 'Cuéntanos cómo va tu ciclo: tus respuestas nos ayudan a mejorar los servicios.',
    questions: [
      { kind: 'EMOJI', text: '¿Cómo te sientes con tu experiencia en el instituto este ciclo?' },
      {
        kind: 'ESCALA',
        text: 'Del 1 al 5, ¿qué tan fácil te resulta usar el campus virtual?',
        scale: 5,
      },
      {
        kind: 'OPCION',
        text: 'La atención de los trámites resolvió lo que necesitaba a tiempo.',
        options: AGREEMENT,
      },
      {
        kind: 'TEXTO',
        text: '¿Qué mejorarías del instituto? (opcional)',
        required: false,
      },
    ],
  },
  {
    type: 846,
    code: 'EVA_DOCENTE_CURSO',
    title: 'Evaluación del docente',
    description: 'Evalúa a tu docente en este curso. Tus respuestas son anónimas para él o ella.',
    questions: [
      { kind: 'EMOJI', text: '¿Cómo calificarías las clases de este curso?' },
      {
        kind: 'OPCION',
        text: 'El docente explica con claridad y resuelve las dudas.',
        options: AGREEMENT,
      },
      { kind: 'ESCALA', text: 'Del 1 al 5, ¿qué tan puntual es el docente?', scale: 5 },
      { kind: 'TEXTO', text: 'Comentarios para el docente (opcional)', required: false },
    ],
  },
  {
    type: 1820,
    code: 'EVA_CURSO_MODULO',
    title: 'Evaluación del curso',
    description: 'Ayúdanos a mejorar los contenidos y materiales del curso.',
    questions: [
      { kind: 'ESCALA', text: 'Del 1 al 10, ¿cuánto aprendiste en este curso?', scale: 10 },
      {
        kind: 'OPCION',
        text: 'Los materiales del curso fueron útiles.',
        options: AGREEMENT,
      },
      { kind: 'EMOJI', text: '¿Cómo te sentiste con la carga de trabajo?' },
    ],
  },
];

/**
 * Issue 14's surveys: each type configured; the student survey (847, skippable) programmed for
 * every student, the teacher evaluation (846) for every regular section with students, the course
 * evaluation (1820, skippable) for half of them. A few assignments already answered or skipped.
 */
export function seedSurveys(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const now = seedingTime(db);
  const insertSurvey = db.prepare(
    'INSERT INTO surveys (type_id, code, title, description) VALUES (?, ?, ?, ?)',
  );
  const insertQuestion = db.prepare(`INSERT INTO survey_questions (survey_id, position, kind,
    text, required, scale_max) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertOption = db.prepare(`INSERT INTO survey_options (question_id, position,
    description, background_color) VALUES (?, ?, ?, ?)`);
  const surveyIds = new Map<number, number>();
  for (const survey of surveySeeds) {
    const surveyId = insertRow(
      insertSurvey,
      survey.type,
      survey.code,
      survey.title,
      survey.description,
    );
    surveyIds.set(survey.type, surveyId);
    survey.questions.forEach((question, index) => {
      const questionId = insertRow(
        insertQuestion,
        surveyId,
        index + 1,
        question.kind,
        question.text,
        Number(question.required ?? true),
        question.scale ?? null,
      );
      question.options?.forEach(([description, color], position) =>
        insertOption.run(questionId, position + 1, description, color),
      );
    });
  }

  const insertSchedule = db.prepare(`INSERT INTO survey_schedules (survey_id, section_id,
    opens_at, closes_at, skippable) VALUES (?, ?, ?, ?, ?)`);
  const assign = db.prepare(`INSERT INTO survey_assignments (schedule_id, user_id, state,
    finished_at) VALUES (?, ?, ?, ?)`);
  const opens = now - 3 * DAY;
  const closes = now + 21 * DAY;

  const student = insertRow(insertSchedule, surveyIds.get(847)!, null, opens, closes, 1);
  for (const { id } of queryAll<{ id: number }>(db, 'SELECT id FROM users WHERE tip = 1')) {
    assign.run(student, id, 'PENDIENTE', null);
  }

  const sections = queryAll<{ id: number; username: string | null }>(
    db,
    `SELECT s.id, NULL AS username FROM sections s JOIN courses c ON c.id = s.course_id
      WHERE s.period_id = (SELECT id FROM periods WHERE is_current = 1) AND c.kind = 'REGULAR'
        AND EXISTS (SELECT 1 FROM section_students ss WHERE ss.section_id = s.id)
      ORDER BY s.id`,
  );
  const seats = db.prepare(`SELECT e.student_id AS id, u.username FROM section_students ss
    JOIN enrolments e ON e.id = ss.enrolment_id JOIN users u ON u.id = e.student_id
    WHERE ss.section_id = ? ORDER BY e.student_id`);
  sections.forEach((section, index) => {
    const types: (846 | 1820)[] = index % 2 === 0 ? [846, 1820] : [846];
    for (const type of types) {
      const schedule = insertRow(
        insertSchedule,
        surveyIds.get(type)!,
        section.id,
        opens,
        closes,
        Number(type === 1820),
      );
      for (const seat of seats.all(section.id) as { id: number; username: string }[]) {
        // The demo student has every survey still to answer; others answered some already.
        const state =
          seat.username === 'alumno' || random.chance(0.7)
            ? 'PENDIENTE'
            : random.chance(0.8)
              ? 'COMPLETADA'
              : 'OMITIDA';
        assign.run(
          schedule,
          seat.id,
          state,
          state === 'PENDIENTE' ? null : now - random.int(1, 48) * 3_600_000,
        );
      }
    }
  });
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedSurveys };
