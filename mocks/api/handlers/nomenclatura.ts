import type { operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok, type ResultsOf } from '../respond.ts';

type Nomenclatura = ResultsOf<'consultarNomenclaturas'>[number];

const NOMENCLATURE_SQL = `SELECT key, brand_id AS businessUnitId, user_type_id AS userTypeId, singular, plural, gender
  FROM nomenclatures WHERE brand_id = ? ORDER BY user_type_id, key`;

export const nomenclaturaHandlers = {
  consultarNomenclaturas: (context) => {
    const rows = queryAll<Nomenclatura>(
      context.services.db,
      NOMENCLATURE_SQL,
      signedIn(context).brandId,
    );
    return ok(rows);
  },
} satisfies Partial<ServiceHandlers<operations>>;
