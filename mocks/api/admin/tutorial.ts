import type { components, operations } from '../../../generated/main/paths.ts';
import { queryPage } from '../../db/query.ts';
import { createCrudHandlers, withFlags } from './crud.ts';
import { httpsLink, isVideoLink } from './links.ts';
import { filterFlag, filterText } from './simpleRest.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { ok } from '../respond.ts';
import { texts } from '../texts.ts';
import { adminTexts } from './texts.ts';
import { AUDIENCE_COUNT_SQL, AUDIENCE_PAGE_SQL, SORTABLE, tutorialSql } from './tutorial.sql.ts';

type Schemas = components['schemas'];
type Tutorial = Schemas['Tutorial'];
type Body = Schemas['TutorialDatos'] | Schemas['TutorialCambios'];

/** The audience besides `TODOS` each user type reads. */
const AUDIENCE_OF_TIP: Record<number, Schemas['AudienciaTutorial']> = {
  1: 'ESTUDIANTES',
  2: 'DOCENTES',
  3: 'COLABORADORES',
};

/** A link others will open: https, and for a video YouTube or Vimeo (spec §5). */
function linkErrors(tipo: unknown, text: string): FieldErrors | null {
  const url = httpsLink(text);
  if (!url) return { url: [texts.validation.url] };
  if (tipo === 'VIDEO' && !isVideoLink(url)) return { url: [adminTexts.videoHost] };
  return null;
}

const tutoriales = createCrudHandlers<Body, Tutorial>({
  resource: 'tutoriales-guias',
  sortable: SORTABLE,
  where: (filter) => ({
    q: filterText(filter.q),
    tipo: filterText(filter.tipo),
    audiencia: filterText(filter.audiencia),
    publicado: filterFlag(filter.publicado),
  }),
  sql: tutorialSql,
  fromRow: withFlags<Tutorial>('publicado'),
  values: (body) => ({
    titulo: body.titulo.trim(),
    descripcion: (body.descripcion ?? '').trim(),
    tipo: body.tipo,
    audiencia: body.audiencia,
    url: body.url.trim(),
    orden: body.orden ?? 1,
    // Unlike most flags, a new tutorial stays hidden until it is published on purpose.
    publicado: body.publicado === true ? 1 : 0,
  }),
  check: (_db, values) => linkErrors(values.tipo, String(values.url)),
});

export const tutorialHandlers = {
  listarTutorialesAdmin: tutoriales.list,
  crearTutorial: tutoriales.create,
  obtenerTutorial: tutoriales.one,
  actualizarTutorial: tutoriales.update,
  eliminarTutorial: tutoriales.remove,

  listarTutoriales: (context) => {
    const { query, services } = context;
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 20;
    const filter = {
      audiencia: AUDIENCE_OF_TIP[signedIn(context).tip] ?? null,
      tipo: query.tipo ?? null,
    };
    const { rows, total } = queryPage<Schemas['TutorialUsuario']>(
      services.db,
      { page: AUDIENCE_PAGE_SQL, count: AUDIENCE_COUNT_SQL },
      filter,
      pagina,
      tamanoPagina,
    );
    return ok({ tutoriales: rows, total, pagina, tamanoPagina });
  },
} satisfies Partial<ServiceHandlers<operations>>;
