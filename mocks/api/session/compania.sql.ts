// SQL of the company (brand) data the shell shows.

/** A brand's name, code, contact and service addresses (positional: the brand). */
export const COMPANY_SQL = `SELECT name AS nombre, code AS marca, company_contact AS companyContact,
    assistance_information AS assistanceInformation, zoom_token AS zoomToken, zoom_url AS zoomUrl,
    sae_chat AS saeChat, webmail_url AS webmailUrl
  FROM brands WHERE id = ?`;
