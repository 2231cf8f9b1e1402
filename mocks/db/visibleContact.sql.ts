/**
 * The phone and personal e-mail of the users row aliased `alias` as others may see them: each
 * only while its owner's privacy switch shows it (Mi cuenta), else NULL, so a hidden value never
 * leaves the database in an answer about someone else.
 */
export const visibleContactSql = (alias: string) =>
  `CASE WHEN ${alias}.show_phone = 1 THEN ${alias}.phone END AS telefono,
    CASE WHEN ${alias}.show_email = 1 THEN ${alias}.email END AS correo`;
