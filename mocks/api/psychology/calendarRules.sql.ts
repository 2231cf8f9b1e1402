// SQL of what a psychologist's brand allows in their calendar: parameters and holidays.

/** A parameter for a user's brand: the brand's own row before the global one (spec §3 Parameter). */
export const PARAMETER_SQL = `SELECT p.valor FROM parameters p JOIN users u ON u.id = :userId
  WHERE p.clave = :clave AND (p.brand_id = u.brand_id OR p.brand_id IS NULL)
  ORDER BY p.brand_id IS NULL LIMIT 1`;

/**
 * The active holidays of a user's brand, by date: master table FERIADOS (migration 047), whose
 * descripcion lists the brand codes, blank for all.
 */
export const HOLIDAYS_SQL = `SELECT r.codigo AS fecha, r.valor AS nombre FROM master_records r
  JOIN master_tables t ON t.id = r.table_id AND t.codigo = 'FERIADOS' AND t.activo = 1
  JOIN users u ON u.id = :userId JOIN brands b ON b.id = u.brand_id
  WHERE r.activo = 1 AND (trim(r.descripcion) = ''
    OR instr(',' || replace(r.descripcion, ' ', '') || ',', ',' || b.code || ',') > 0)
  ORDER BY r.codigo`;
