import type { operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import { countPublicLookup } from '../certificates/publicGuard.ts';
import type { ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import { DOMAINS_SQL, LINK_SQL } from './redirecciones.sql.ts';

// The institute's short links (issue 37; openapi/main/redirecciones.yaml): a campus path or an
// https address of an allowed domain, never anything else, so a link cannot be made to send
// someone away to a page of a stranger's choosing.

/** spec §2: modules that force a redirect home, where the mandatory-task flow opens them. */
const HOME_MODULES = new Set([
  'beneficios',
  'docentes_induccion',
  'password-update',
  'phone-verification',
  'certificate',
  'electives',
  'directives',
  'career-training',
]);
const leadsHome = (module: string) => HOME_MODULES.has(module) || /^onboarding/i.test(module);

/** Whether the address is https on a host the institute allows. */
function allowedUrl(url: string, domains: string): boolean {
  try {
    const parsed = new URL(url);
    const allowed = domains.split(',').map((domain) => domain.trim().toLowerCase());
    return parsed.protocol === 'https:' && !parsed.username && allowed.includes(parsed.hostname);
  } catch {
    return false;
  }
}

export const redireccionesHandlers = {
  resolverRedireccion: ({ services, request, params }) => {
    countPublicLookup(services, request.ip);
    const { db, clock } = services;
    const link = queryOne<{ route: string | null; url: string | null }>(db, LINK_SQL, {
      module: params.modulo,
      code: params.codigo,
      now: clock(),
    });
    if (!link) throw notFound();
    if (leadsHome(params.modulo)) return ok({ ruta: '/', enlace: null });
    if (link.route !== null) return ok({ ruta: link.route, enlace: null });
    const domains = queryOne<{ valor: string }>(db, DOMAINS_SQL)?.valor ?? '';
    if (!link.url || !allowedUrl(link.url, domains)) throw notFound();
    return ok({ ruta: null, enlace: link.url });
  },
} satisfies Partial<ServiceHandlers<operations>>;
