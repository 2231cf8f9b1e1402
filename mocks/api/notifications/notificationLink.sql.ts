// SQL of the external origins a notification's link may lead to.

/** The parameter a superadmin keeps: the external origins a notification may lead to. */
export const LINK_ORIGINS_PARAMETER = 'NOTIFICACION_ORIGENES_EXTERNOS';

/** The allowlist of external origins, comma-separated, institution-wide. */
export const ORIGINS_SQL = `SELECT valor FROM parameters WHERE clave = '${LINK_ORIGINS_PARAMETER}'
  AND brand_id IS NULL`;
