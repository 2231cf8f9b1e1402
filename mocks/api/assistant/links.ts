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

const FILING: Record<Exclude<Audience, 'DOCENTE'>, string> = {
  CARRERA: 'estudiantes_tramites_estudios_nuevo_detalle',
  EXTENSION: 'estudiantes_tramites_extension_nuevo_detalle',
};

const TRAYS: Record<Audience, string> = {
  CARRERA: 'estudiantes_tramites_estudios_en_proceso',
  EXTENSION: 'estudiantes_tramites_extension_en_proceso',
  DOCENTE: 'docentes_tramites_pendientes',
};

export const trayRoute = (audience: Audience) => TRAYS[audience];

/**
 * The page where a procedure type is filed by `audience`, or null when it is not a procedure.
 * Teachers file from their tray, whose 'solicitar' view opens one type (`?tramite={id}`).
 */
export const filingLink = (doc: Doc, audience: Audience): Enlace | null => {
  if (doc.kind !== 'TRAMITE' || !doc.extra) return null;
  if (audience === 'DOCENTE')
    return routeLink(TRAYS.DOCENTE, {}, { vista: 'solicitar', tramite: String(doc.ref) });
  return routeLink(FILING[audience], { slug: doc.extra, id: String(doc.ref) });
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

/** The longest question the ticket form takes as its description's start. */
const TICKET_QUESTION_MAX = 300;

/**
 * The support desk's list, opening the new ticket form with the question the assistant could
 * not answer already written in it (`?pregunta=`, read by the form as its default).
 */
export const newTicketLink = (question?: string) =>
  routeLink(
    'zendesk_listado_tickets',
    {},
    {
      nuevo: '1',
      ...(question?.trim() && { pregunta: question.trim().slice(0, TICKET_QUESTION_MAX) }),
    },
  );
