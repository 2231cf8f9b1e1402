import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll } from '../db/query.ts';
import { stateGraphicOf } from '../api/courses/grades.ts';
import { evaluationPlans } from './courseCatalogue.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

interface Seat {
  enrolmentId: number;
  studentId: number;
  username: string;
  sectionId: number;
  isDual: number;
  kind: 'REGULAR' | 'ELECTIVO' | 'AUTONOMO';
  bestAttempt: number | null;
}

/** A grade around the student's level: whole numbers, or two decimals in dual courses. */
function draw(random: Random, level: number, dual: boolean): string {
  if (random.chance(0.04)) return 'NSP';
  const value = Math.min(20, Math.max(0, level + random.next() * 6 - 3));
  return dual ? value.toFixed(2) : String(Math.round(value));
}

/**
 * Each seat's evaluation plan, the first two evaluations of regular courses graded (the period is
 * half way), the autonomous unit graded by its best attempt, electives not yet. About 3% of the
 * graded scores are under review or resolved, about 2% came from a substitute evaluation; the
 * demo student has a review in each state (1 to 4), an 'NSP' in their dual course and one
 * substitute score.
 */
export function seedScores(db: DatabaseSync, random: Random, now: number): void {
  const seats = queryAll<Seat>(
    db,
    `SELECT ss.enrolment_id AS enrolmentId, e.student_id AS studentId, u.username,
        s.id AS sectionId, s.is_dual AS isDual, c.kind,
        (SELECT max(a.score) FROM autonomous_attempts a WHERE a.enrolment_id = ss.enrolment_id
          AND a.section_id = s.id) AS bestAttempt
      FROM section_students ss JOIN sections s ON s.id = ss.section_id
      JOIN courses c ON c.id = s.course_id JOIN enrolments e ON e.id = ss.enrolment_id
      JOIN users u ON u.id = e.student_id ORDER BY ss.enrolment_id, s.id`,
  );
  const insert = db.prepare(`INSERT INTO score_items (section_id, enrolment_id, position, name,
    description, percentage, score, review_state, state_graphic, is_substitute)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const review = db.prepare(`INSERT INTO grade_reviews (score_item_id, requested_by,
    requested_at, resolved_at) VALUES (?, ?, ?, ?)`);
  const levels = new Map<number, number>();
  // The demo student's reviews: states 1, 2 and 3 on their first graded scores, 4 elsewhere.
  const demoReviews: number[] = [1, 2, 3];
  let demoNsp = true;
  let demoSubstitute = true;

  for (const seat of seats) {
    const level = levels.get(seat.enrolmentId) ?? random.int(9, 18);
    levels.set(seat.enrolmentId, level);
    const dual = seat.isDual === 1;
    const plan =
      seat.kind === 'AUTONOMO'
        ? evaluationPlans.AUTONOMO
        : dual
          ? evaluationPlans.DUAL
          : evaluationPlans.REGULAR;
    const demo = seat.username === 'alumno';
    plan.forEach((evaluation, position) => {
      let score: string | null = null;
      if (seat.kind === 'AUTONOMO') {
        score = seat.bestAttempt === null ? null : String(seat.bestAttempt);
      } else if (seat.kind === 'REGULAR' && position < 2) {
        score = demo && dual && position === 1 && demoNsp ? 'NSP' : draw(random, level, dual);
        if (demo && dual && position === 1) demoNsp = false;
      }
      let state: number | null = score === null || seat.kind === 'AUTONOMO' ? null : 4;
      if (state === 4 && demo && position === 0 && demoReviews.length > 0) {
        state = demoReviews.shift()!;
      } else if (state === 4 && !demo && random.chance(0.03)) {
        state = random.int(1, 3);
      }
      // A substitute evaluation replaced the score (spec §3 esEvaluacionSustitutoria).
      let substitute = score !== null && seat.kind === 'REGULAR' && !demo && random.chance(0.02);
      if (demo && !dual && score !== null && position === 1 && demoSubstitute) {
        substitute = true;
        demoSubstitute = false;
      }
      const itemId = insertRow(
        insert,
        seat.sectionId,
        seat.enrolmentId,
        position + 1,
        evaluation.name,
        evaluation.description,
        evaluation.percentage,
        score,
        state,
        stateGraphicOf(score),
        Number(substitute),
      );
      if (state !== null && state < 4) {
        const requestedAt = now - random.int(3, 15) * DAY;
        review.run(itemId, seat.studentId, requestedAt, state === 1 ? null : requestedAt + 2 * DAY);
      }
    });
  }
}
