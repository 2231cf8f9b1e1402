import type { components } from '../../../generated/chatbot/paths.ts';
import type { Audience, Doc } from './corpus.ts';

// Where each source and action leads, by the app's route names (src/routes): the app builds the
// href from its own table. links.test.ts checks every name used here is a route of it.

type Enlace = components['schemas']['Enlace'];

export const routeLink = (
  ruta: string,
  parametros: Record<string, string> = {},
  consulta?: Record<string, string>,
): Enlace => ({ ruta, parametros, ...(consulta && { consulta }) });

const FILING: Record<Audience, string | null> = {
  CARRERA: 'estudiantes_tramites_estudios_nuevo_detalle',
  EXTENSION: 'estudiantes_tramites_extension_nuevo_detalle',
  // Teachers file from their trays; there is no page of one type to open.
  DOCENTE: null,
};

const TRAYS: Record<Audience, string> = {
  CARRERA: 'estudiantes_tramites_estudios_en_proceso',
  EXTENSION: 'estudiantes_tramites_extension_en_proceso',
  DOCENTE: 'docentes_tramites_pendientes',
};

export const trayRoute = (audience: Audience) => TRAYS[audience];

/** The page where a procedure type is filed by `audience`, or null when it has none. */
export const filingLink = (doc: Doc, audience: Audience): Enlace | null => {
  const route = FILING[audience];
  return route && doc.extra ? routeLink(route, { slug: doc.extra, id: String(doc.ref) }) : null;
};

const isStudent = (audience: Audience) => audience !== 'DOCENTE';

const guideRoute = (audience: Audience) =>
  audience === 'EXTENSION' ? 'estudiantes_guia_extension' : 'estudiantes_guia_carreras';

/** The page that shows a source to `audience`. */
export function sourceLink(doc: Doc, audience: Audience): Enlace {
  switch (doc.kind) {
    case 'TRAMITE':
      return filingLink(doc, audience) ?? routeLink(trayRoute(audience));
    case 'DIRECTIVA':
      return routeLink(isStudent(audience) ? 'estudiantes_directivas' : 'docentes_directivas');
    case 'REGLAMENTO':
      // Students re-read the regulations in their student guide, this one brought into view.
      return isStudent(audience)
        ? routeLink(guideRoute(audience), {}, { reglamento: String(doc.ref) })
        : routeLink('docentes_reglamentos');
    case 'GUIA':
      return routeLink(guideRoute(audience));
    case 'PREGUNTA_FRECUENTE':
      return routeLink(doc.extra ?? 'home');
  }
}

/** The support desk's list, opening the new ticket form. */
export const newTicketLink = () => routeLink('zendesk_listado_tickets', {}, { nuevo: '1' });
