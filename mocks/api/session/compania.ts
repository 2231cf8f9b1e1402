import type { operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { ok, type ResultsOf } from '../respond.ts';

const COMPANY_SQL = `SELECT name AS nombre, code AS marca, company_contact AS companyContact,
    assistance_information AS assistanceInformation, zoom_token AS zoomToken, zoom_url AS zoomUrl,
    sae_chat AS saeChat, webmail_url AS webmailUrl
  FROM brands WHERE id = ?`;

export const companiaHandlers = {
  obtenerDatosCompania: (context) => {
    const company = queryOne<ResultsOf<'obtenerDatosCompania'>>(
      context.services.db,
      COMPANY_SQL,
      signedIn(context).brandId,
    );
    if (!company) throw notFound();
    return ok({ ...company });
  },
} satisfies Partial<ServiceHandlers<operations>>;
