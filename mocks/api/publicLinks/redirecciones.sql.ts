// SQL of the institute's short links (issue 37).

/** A short link by module and code, unless it expired: its campus route or its address. */
export const LINK_SQL = `SELECT route, url FROM short_links
  WHERE module = :module AND code = :code AND (expires_at IS NULL OR expires_at > :now)`;

/** The domains a short link's address may lead to (REDIRECCION_DOMINIOS), comma-separated. */
export const DOMAINS_SQL = `SELECT valor FROM parameters
  WHERE clave = 'REDIRECCION_DOMINIOS' AND brand_id IS NULL`;
