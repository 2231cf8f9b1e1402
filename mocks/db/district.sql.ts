/**
 * A district by its 6-digit INEI code with its province's and department's names: what a saved
 * address keeps beside the code. No row for a code that is not a district of `ubigeo`.
 */
export const DISTRICT_SQL = `SELECT d.name AS district, p.name AS province, dep.name AS department
  FROM ubigeo d JOIN ubigeo p ON p.code = substr(d.code, 1, 4)
  JOIN ubigeo dep ON dep.code = substr(d.code, 1, 2)
  WHERE d.code = ? AND length(d.code) = 6`;
