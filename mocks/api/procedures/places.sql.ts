// SQL of Peru's places (migration 020's ubigeo).

/** The places of one code length under a parent code (INEI codes nest by prefix). */
export const PLACES_UNDER_SQL = `SELECT code AS codigo, name AS nombre FROM ubigeo
  WHERE length(code) = :length AND code LIKE :parent || '%'`;
