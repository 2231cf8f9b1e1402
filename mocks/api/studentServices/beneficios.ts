import type { operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';

// The institute's agreements and discounts (issue 37; openapi/main/beneficios.yaml): the caller's
// brand's and every brand's, in the institute's order.

const BENEFITS_SQL = `SELECT b.id AS idBeneficio, b.kind AS tipo, b.partner AS empresa,
    b.title AS titulo, b.benefit AS beneficio, b.conditions AS condiciones, b.url AS enlace
  FROM benefits b JOIN users u ON u.id = :userId
  WHERE b.brand_id IS NULL OR b.brand_id = u.brand_id
  ORDER BY b.position, b.id`;

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
