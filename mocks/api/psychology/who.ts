import { queryFlag, queryOne } from '../../db/query.ts';
import { signedIn, type HandlerContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { HAS_PERMISSION_SQL, PSYCHOLOGIST_SQL } from './asesoria.sql.ts';

// Who may reach which calendar (spec §6): psychologists their own, coordinators (ADMDISPO) any.

/** The caller as a psychologist (the flag, not only DISPODOC): their own calendar only. */
export function ownPsychologist(context: HandlerContext, named?: number): number {
  const caller = signedIn(context);
  if (!caller.isPsychologist) throw forbidden();
  if (named !== undefined && named !== caller.idu) throw forbidden();
  return caller.idu;
}

/** A psychologist's id, 404 for anyone else. */
export function existingPsychologist(context: HandlerContext, id: number): number {
  if (!queryOne(context.services.db, PSYCHOLOGIST_SQL, id)) throw notFound();
  return id;
}

export const holdsPermission = (context: HandlerContext, permission: string) =>
  queryFlag(context.services.db, HAS_PERMISSION_SQL, signedIn(context).idu, permission);
