/** A user's full name in SQL (first name, then both surnames) from the users row aliased `alias`. */
export const fullNameSql = (alias: string) =>
  `${alias}.first_name || ' ' || ${alias}.paternal_surname || ' ' || ${alias}.maternal_surname`;
