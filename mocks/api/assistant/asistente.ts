import type { operations } from '../../../generated/chatbot/paths.ts';
import { answerQuestion } from './answer.ts';
import { keepMisses, unansweredQuestions } from './misses.ts';
import { countQuestion } from './questionLimit.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';

// The campus assistant (issue 41, openapi/chatbot.yaml); the rules live beside it. What it could
// not answer is kept for staff (issue 56).
export const asistenteHandlers = {
  consultarAsistente: (context) => {
    const caller = signedIn(context);
    countQuestion(context.services, caller.idu);
    const { db, clock } = context.services;
    const now = clock();
    const answer = answerQuestion(db, caller, context.body.mensaje, now);
    // What it could not answer is kept for staff, without who asked (misses.ts).
    keepMisses(db, caller.idu, unansweredQuestions(context.body.mensaje, answer), now);
    return ok(answer);
  },
} satisfies ServiceHandlers<operations>;
