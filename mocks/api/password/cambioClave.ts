import type { operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { hashSecret, verifySecret } from '../../security/password.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest, tooManyRequests } from '../errors.ts';
import { passwordTexts } from './texts.ts';
import { ok } from '../respond.ts';
import { completeStep, skipStep } from '../tasks/completeStep.ts';
import { sessionTexts } from '../session/texts.ts';
import { audit } from '../session/auth.sql.ts';
import {
  CHANGE_PASSWORD_MODULE,
  isSkippable,
  openPasswordTask,
  passwordHashOf,
  setPasswordKeepingSession,
} from './cambioClave.sql.ts';

// Guesses of the current password count against the same per-username lock as failed sign-ins
// (auth.ts): a stolen session gets no second door to guess through.
const throttleKey = (username: string) => username.trim().toLowerCase();
const lockedOut = (seconds: number) =>
  tooManyRequests(seconds, sessionTexts.tooManyFailures(seconds), 'Too many failed attempts');

export const cambioClaveHandlers = {
  cambiarClaveUsuario: async (context) => {
    const { body, services, request } = context;
    const { db } = services;
    const caller = signedIn(context);
    const key = throttleKey(caller.username);
    const wait = services.loginThrottle.retryAfterSeconds(key);
    if (wait > 0) throw lockedOut(wait);
    // spec §5: the confirmation equal to the new password, the new one different from the current.
    if (body.confirmacion !== body.claveNueva) {
      throw badRequest({ confirmacion: [passwordTexts.confirmationDiffers] });
    }
    if (body.claveNueva === body.claveActual) {
      throw badRequest({ claveNueva: [passwordTexts.sameAsCurrent] });
    }
    // Recorded before the slow check, as at sign-in, so parallel guesses cannot slip past it.
    const lock = services.loginThrottle.record(key);
    const current = passwordHashOf(db, caller.idu);
    if (!current || !(await verifySecret(body.claveActual, current))) {
      if (lock > 0) throw lockedOut(lock);
      throw badRequest({ claveActual: [passwordTexts.wrongCurrent] }, 'Wrong current password');
    }
    services.loginThrottle.reset(key);
    const hash = await hashSecret(body.claveNueva);
    const now = services.clock();
    inTransaction(db, () => {
      setPasswordKeepingSession(db, caller.idu, hash, caller.sessionId, now);
      completeStep(db, caller.idu, CHANGE_PASSWORD_MODULE, now);
      audit(db, { userId: caller.idu, action: 'CLAVE_CAMBIADA', ip: request.ip, at: now });
    });
    return ok(null, passwordTexts.changed);
  },

  omitirCambioClave: (context) => {
    const { db, clock } = context.services;
    const caller = signedIn(context);
    const task = openPasswordTask(db, caller.idu);
    // Nothing asked of the caller, or already left for later: nothing to do.
    if (!task || task.skipped_at !== null) return ok(null);
    if (!isSkippable(task)) {
      throw new ApiError(400, 'The password change may not be skipped', passwordTexts.notSkippable);
    }
    skipStep(db, caller.idu, CHANGE_PASSWORD_MODULE, clock());
    return ok(null);
  },
} satisfies Partial<ServiceHandlers<operations>>;
