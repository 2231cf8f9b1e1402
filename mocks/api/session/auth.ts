import { randomInt } from 'node:crypto';
import type { operations } from '../../../generated/main/paths.ts';
import { hashSecret, verifyAgainstDecoy, verifySecret } from '../../security/password.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest, tooManyRequests } from '../errors.ts';
import { ok, type ResultsOf } from '../respond.ts';
import { floodedFrom, lockedOut } from './refusals.ts';
import { signInGate } from './signInGate.ts';
import { endSession, openSession } from '../sessions.ts';
import { completeStep } from '../tasks/completeStep.ts';
import { sessionTexts } from './texts.ts';
import {
  audit,
  findAccount,
  replaceResetCode,
  setPasswordHash,
  spendCode,
  takeCodeAttempt,
  type AccountRow,
} from './auth.sql.ts';

type SesionUsuario = ResultsOf<'iniciarSesion'>['usuario'];

const CODE_TTL_MS = 15 * 60_000;
const throttleKey = (username: string) => username.trim().toLowerCase();

function sessionUser(account: AccountRow): SesionUsuario {
  const name = [account.first_name, account.paternal_surname, account.maternal_surname];
  return {
    idUsuario: account.id,
    idActor: account.actor_id,
    matricula: account.enrolment_code,
    usuario: account.username,
    tipo: account.tip,
    nombre: account.first_name,
    apellidoPaterno: account.paternal_surname,
    apellidoMaterno: account.maternal_surname,
    nombreCompleto: name.join(' '),
    nombreProducto: account.programme_name,
    codigoUsuario: account.user_code,
    modulo: account.cycle_code,
    marca: account.brand_code,
    esAdministrativo: account.is_admin === 1,
    esPsicologo: account.is_psychologist === 1,
    esSuperadmin: account.is_superadmin === 1,
  };
}

const wrongCode = () => badRequest({ codigo: [sessionTexts.wrongCode] }, 'Invalid code');

export const authHandlers = {
  iniciarSesion: async ({ body, services, request, reply }) => {
    const key = throttleKey(body.usuario);
    // Before any hashing: a refused attempt costs nothing past it.
    const gate = signInGate(services, request.ip, key, request.headers.cookie);
    const refusal = gate.refusal();
    if (refusal) throw (refusal.by === 'address' ? floodedFrom : lockedOut)(refusal.seconds);
    // Recorded before the slow check so parallel guesses cannot slip past the limits.
    const lock = gate.record();
    const account = findAccount(services.db, body.usuario.trim());
    const valid = account
      ? await verifySecret(body.clave, account.password_hash)
      : await verifyAgainstDecoy(body.clave);
    if (!account || !valid) {
      if (lock > 0) throw lockedOut(lock);
      throw new ApiError(401, 'Invalid credentials', sessionTexts.invalidCredentials);
    }
    gate.succeeded();
    // This browser is now known to be the user's: their own sign-ins skip the lock-out others cause.
    reply.header(
      'set-cookie',
      services.devices.afterSignIn(request.headers.cookie, key, request.protocol === 'https'),
    );
    const now = services.clock();
    const token = await services.tokens.issue({
      tip: account.tip,
      username: account.username,
      ida: account.actor_id,
      idu: account.id,
      mat: account.tip === 1 ? account.enrolment_code : null,
      sid: openSession(services.db, account.id, now, now + services.tokens.ttlSeconds * 1000),
    });
    audit(services.db, {
      userId: account.id,
      action: 'LOGIN',
      ip: request.ip,
      at: services.clock(),
    });
    return ok({ token, usuario: sessionUser(account) }, sessionTexts.loggedIn);
  },

  cerrarSesion: (context) => {
    const { services, request } = context;
    const caller = signedIn(context);
    endSession(services.db, caller.sessionId);
    audit(services.db, {
      userId: caller.idu,
      action: 'LOGOUT',
      ip: request.ip,
      at: services.clock(),
    });
    return ok(null, sessionTexts.loggedOut);
  },

  solicitarCodigoClave: async ({ body, services, request }) => {
    const key = throttleKey(body.usuario);
    const wait = services.codeThrottle.retryAfterSeconds(key);
    if (wait > 0) {
      throw tooManyRequests(wait, sessionTexts.tooManyCodeRequests(wait), 'Too many code requests');
    }
    services.codeThrottle.record(key);
    const account = findAccount(services.db, body.usuario.trim());
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Hashing even for unknown users keeps both answers equally slow: nothing to learn from timing.
    const codeHash = await hashSecret(code);
    if (account?.email) {
      const now = services.clock();
      replaceResetCode(services.db, account.id, codeHash, now, CODE_TTL_MS);
      audit(services.db, {
        userId: account.id,
        action: 'CODIGO_CLAVE_SOLICITADO',
        ip: request.ip,
        at: now,
      });
      services.sendMail({
        to: account.email,
        usuario: account.username,
        subject: sessionTexts.resetMailSubject,
        code,
        createdAt: new Date(now).toISOString(),
      });
    }
    return ok(null, sessionTexts.codeSent);
  },

  restablecerClave: async ({ body, services, request }) => {
    // Codes guessed over many accounts from one address count against it like failed sign-ins.
    const addressWait = services.addressThrottle.retryAfterSeconds(request.ip);
    if (addressWait > 0) throw floodedFrom(addressWait);
    const guess = services.addressThrottle.record(request.ip);
    const account = findAccount(services.db, body.usuario.trim());
    const now = services.clock();
    const attempt = account ? takeCodeAttempt(services.db, account.id, now) : undefined;
    if (!account || !attempt) {
      await verifyAgainstDecoy(body.codigo);
      throw wrongCode();
    }
    if (!(await verifySecret(body.codigo, attempt.code_hash))) throw wrongCode();
    services.addressThrottle.forget(request.ip, guess);
    spendCode(services.db, attempt.id, now);
    // The new password ends every session of the account (migration 035's trigger) and answers
    // the account's open password-change task, as /actualizar-clave would (issue 35).
    setPasswordHash(services.db, account.id, await hashSecret(body.clave), now);
    completeStep(services.db, account.id, 'cambiarClave', now);
    services.codeThrottle.reset(throttleKey(account.username));
    services.loginThrottle.reset(throttleKey(account.username));
    audit(services.db, {
      userId: account.id,
      action: 'CLAVE_RESTABLECIDA',
      ip: request.ip,
      at: now,
    });
    return ok(null, sessionTexts.passwordChanged);
  },
} satisfies Partial<ServiceHandlers<operations>>;
