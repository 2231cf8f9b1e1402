// SQL of the institute's agreements and discounts (issue 37).

/** The benefits of a user's brand and of every brand, in the institute's order. */
export const BENEFITS_SQL = `SELECT b.id AS idBeneficio, b.kind AS tipo, b.partner AS empresa,
    b.title AS titulo, b.benefit AS beneficio, b.conditions AS condiciones, b.url AS enlace
  FROM benefits b JOIN users u ON u.id = :userId
  WHERE b.brand_id IS NULL OR b.brand_id = u.brand_id
  ORDER BY b.position, b.id`;
