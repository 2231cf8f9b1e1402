import type { operations } from '../../../generated/main/paths.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { texts } from '../texts.ts';

type Nomenclatura =
  operations['consultarNomenclaturas']['responses'][200]['content']['application/json']['results'][number];

const NOMENCLATURE_SQL = `SELECT key, brand_id AS businessUnitId, user_type_id AS userTypeId, singular, plural, gender
  FROM nomenclatures WHERE brand_id = ? ORDER BY user_type_id, key`;

export const nomenclaturaHandlers = {
  consultarNomenclaturas: (context) => {
    const rows = context.services.db.prepare(NOMENCLATURE_SQL).all(signedIn(context).brandId);
    return {
      results: rows.map((row) => ({ ...row }) as Nomenclatura),
      messagePublic: texts.success,
    };
  },
} satisfies Partial<ServiceHandlers<operations>>;
