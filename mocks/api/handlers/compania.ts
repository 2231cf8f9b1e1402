import type { operations } from '../../../generated/main/paths.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { texts } from '../texts.ts';

type Compania =
  operations['obtenerDatosCompania']['responses'][200]['content']['application/json']['results'];

const COMPANY_SQL = `SELECT name AS nombre, code AS marca, company_contact AS companyContact,
    assistance_information AS assistanceInformation, zoom_token AS zoomToken, zoom_url AS zoomUrl,
    sae_chat AS saeChat, webmail_url AS webmailUrl
  FROM brands WHERE id = ?`;

export const companiaHandlers = {
  obtenerDatosCompania: (context) => {
    const company = context.services.db.prepare(COMPANY_SQL).get(signedIn(context).brandId) as
      Compania | undefined;
    if (!company) throw notFound();
    return { results: { ...company }, messagePublic: texts.success };
  },
} satisfies Partial<ServiceHandlers<operations>>;
