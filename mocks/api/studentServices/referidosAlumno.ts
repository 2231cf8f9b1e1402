import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryFlag, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, type FieldErrors } from '../errors.ts';
import { ok } from '../respond.ts';
import { referralTexts } from './texts.ts';
import {
  BENEFITS_SQL,
  BY_KEY_SQL,
  INSERT_SQL,
  MAIL_TAKEN_SQL,
  OWN_REFERRALS_SQL,
  PHONE_TAKEN_SQL,
  PROGRAMME_OK_SQL,
  PROGRAMMES_SQL,
  REFERRAL_SQL,
  RULES_SQL,
} from './referidosAlumno.sql.ts';

type Schemas = components['schemas'];
type Row = Omit<Schemas['MiReferido'], 'registradoEn'> & { registradoEn: number };

const toReferido = (row: Row): Schemas['MiReferido'] => ({
  ...row,
  registradoEn: new Date(row.registradoEn).toISOString(),
});

const referral = (context: HandlerContext, id: number) =>
  toReferido(queryOneOrThrow<Row>(context.services.db, REFERRAL_SQL, { id }));

/** Why a referral cannot be made: a person already referred, by anyone, or a foreign programme. */
function refusals(
  context: HandlerContext,
  body: Schemas['RegistrarReferidoRequest'],
): FieldErrors | null {
  const { db } = context.services;
  const errors: FieldErrors = {};
  if (queryFlag(db, PHONE_TAKEN_SQL, { phone: body.telefono })) {
    errors.telefono = [referralTexts.phoneTaken];
  }
  if (queryFlag(db, MAIL_TAKEN_SQL, { mail: body.correo })) {
    errors.correo = [referralTexts.mailTaken];
  }
  if (!queryFlag(db, PROGRAMME_OK_SQL, { id: body.idPrograma, userId: signedIn(context).idu })) {
    errors.idPrograma = [referralTexts.unknownProgramme];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function register(context: HandlerContext<unknown, unknown, Schemas['RegistrarReferidoRequest']>) {
  const { db, clock } = context.services;
  const referrerId = signedIn(context).idu;
  const { body } = context;
  const earlier = queryOne<{ id: number }>(db, BY_KEY_SQL, {
    referrerId,
    key: body.claveIdempotencia,
  });
  if (earlier) return ok(referral(context, earlier.id), referralTexts.registered);
  const errors = refusals(context, body);
  if (errors) {
    const duplicate = errors.telefono ?? errors.correo;
    throw new ApiError(
      400,
      'Referral refused',
      duplicate ? referralTexts.duplicate : referralTexts.unknownProgramme,
      { errors },
    );
  }
  // consentimiento is `const: true` in the contract: a request without it never gets here.
  const { id } = queryOneOrThrow<{ id: number }>(db, INSERT_SQL, {
    referrerId,
    nombres: body.nombres,
    apellidos: body.apellidos,
    telefono: body.telefono,
    correo: body.correo.toLowerCase(),
    programmeId: body.idPrograma,
    now: clock(),
    key: body.claveIdempotencia,
  });
  return ok(referral(context, id), referralTexts.registered);
}

export const referidosAlumnoHandlers = {
  obtenerProgramaReferidos: (context) => {
    const { db } = context.services;
    return ok({
      reglas: queryAll<{ regla: string }>(db, RULES_SQL).map((row) => row.regla),
      beneficios: queryAll<Schemas['BeneficioReferido']>(db, BENEFITS_SQL),
      programas: queryAll<{ idPrograma: number; nombre: string }>(db, PROGRAMMES_SQL, {
        userId: signedIn(context).idu,
      }),
    });
  },
  listarMisReferidos: (context) =>
    ok(
      queryAll<Row>(context.services.db, OWN_REFERRALS_SQL, {
        referrerId: signedIn(context).idu,
      }).map(toReferido),
    ),
  registrarMiReferido: register,
} satisfies Partial<ServiceHandlers<operations>>;
