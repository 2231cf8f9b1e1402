import type { operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { ok, type ResultsOf } from '../respond.ts';
import { COMPANY_SQL } from './compania.sql.ts';

export const companiaHandlers = {
  obtenerDatosCompania: (context) => {
    const company = queryOne<ResultsOf<'obtenerDatosCompania'>>(
      context.services.db,
      COMPANY_SQL,
      signedIn(context).brandId,
    );
    if (!company) throw notFound();
    return ok({ ...company });
  },
} satisfies Partial<ServiceHandlers<operations>>;
