import type { operations } from '../../../generated/chatbot/paths.ts';
import { answerQuestion } from './answer.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';

// The campus assistant (issue 41, openapi/chatbot.yaml); the rules live in ../assistant/.
export const asistenteHandlers = {
  consultarAsistente: (context) =>
    ok(
      answerQuestion(
        context.services.db,
        signedIn(context),
        context.body.mensaje,
        context.services.clock(),
      ),
    ),
} satisfies ServiceHandlers<operations>;
