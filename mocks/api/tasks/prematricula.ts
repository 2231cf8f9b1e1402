import type { operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryFlag, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { limaDay } from '../limaDay.ts';
import { ok } from '../respond.ts';
import { completeStep } from './completeStep.ts';
import { taskTexts } from './texts.ts';
import { ACTIVE_CAREER_SQL, CONFIRM_SQL, REGISTERED_SQL, WINDOW_SQL } from './prematricula.sql.ts';

export const prematriculaHandlers = {
  confirmarPrematricula: (context) => {
    const { db, clock } = context.services;
    const student = signedIn(context).idu;
    const period = context.body.idPeriodo;
    const now = clock();
    const window = queryOne<{ id: number; code: string; isOpen: number }>(db, WINDOW_SQL, {
      period,
      today: limaDay(now),
    });
    if (!window) throw notFound();
    if (window.isOpen !== 1) {
      throw badRequest({ idPeriodo: [taskTexts.preRegistrationClosed] }, 'Window not open');
    }
    if (!queryFlag(db, ACTIVE_CAREER_SQL, student)) {
      throw badRequest({ idPeriodo: [taskTexts.noActiveCareer] }, 'No active career enrolment');
    }
    const registeredAt = inTransaction(db, () => {
      db.prepare(CONFIRM_SQL).run({ student, period, now });
      completeStep(db, student, 'preRegistration', now);
      completeStep(db, student, 'reminderPreRegistration', now);
      return queryOneOrThrow<{ registeredAt: number }>(db, REGISTERED_SQL, { student, period })
        .registeredAt;
    });
    return ok(
      {
        idPeriodo: window.id,
        periodo: window.code,
        fechaRegistro: new Date(registeredAt).toISOString(),
      },
      taskTexts.preRegistered(window.code),
    );
  },
} satisfies Partial<ServiceHandlers<operations>>;
