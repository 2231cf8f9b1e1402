import type { operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';
import { BENEFITS_SQL } from './beneficios.sql.ts';

// The institute's agreements and discounts (issue 37; openapi/main/beneficios.yaml): the caller's
// brand's and every brand's, in the institute's order.

export const beneficiosHandlers = {
  listarBeneficios: (context) =>
    ok(
      queryAll<{
        idBeneficio: number;
        tipo: 'CONVENIO' | 'DESCUENTO';
        empresa: string;
        titulo: string;
        beneficio: string;
        condiciones: string;
        enlace: string | null;
      }>(context.services.db, BENEFITS_SQL, { userId: signedIn(context).idu }),
    ),
} satisfies Partial<ServiceHandlers<operations>>;
