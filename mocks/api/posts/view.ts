import type { components } from '../../../generated/main/paths.ts';

type Publicacion = components['schemas']['Publicacion'];
type Audience = components['schemas']['IdAudiencia'];

/** A post as publicacion.sql.ts reads it. */
export interface PostRow {
  id: number;
  text: string;
  media: 'IMAGEN' | 'VIDEO' | null;
  videoUrl: string | null;
  buttonText: string | null;
  areaId: number;
  areaName: string;
  authorId: number;
  authorName: string;
  authorUsername: string;
  authorPhoto: string | null;
  forTeachers: number;
  forStudents: number;
  forGraduates: number;
  startsAt: number;
  pinnedStudents: number;
  pinnedTeachers: number;
  pinnedUntil: number | null;
  advanced: number;
  mediaKey: string;
  createdAt: number;
  imageId: number | null;
  imageName: string | null;
  imageExtension: string | null;
  documentId: number | null;
  documentName: string | null;
  documentExtension: string | null;
  pinnedNow: number;
  divisions: string;
  campuses: string;
  programmes: string;
  periods: string;
  products: string;
  modules: string;
  interested: number;
  moved: number;
  proud: number;
  ownReaction: number;
}

/** What the reader may do with it beyond reading. */
export interface PostRights {
  userId: number;
  publishes: boolean;
  deletes: boolean;
}

/**
 * The link to a post's file, relative to the service's base URL: it carries the post's key, so
 * an <img> (which sends no session) can load it, and it dies with the post.
 */
export const mediaPath = (row: Pick<PostRow, 'id' | 'mediaKey'>, fileId: number) =>
  `publicacion/${row.id}/archivo/${fileId}?clave=${row.mediaKey}`;

const iso = (time: number) => new Date(time).toISOString();
const texts = (json: string) => JSON.parse(json) as string[];
const numbers = (json: string) => texts(json).map(Number);

export function toPublicacion(row: PostRow, rights: PostRights, now: number): Publicacion {
  const audiencia: Audience[] = [];
  if (row.forTeachers) audiencia.push('EVAAUD001');
  if (row.forStudents) audiencia.push('EVAAUD002');
  if (row.forGraduates) audiencia.push('EVAAUD003');
  const file = (id: number | null, name: string | null, extension: string | null) =>
    id !== null && name !== null ? { id, nombre: name, extension: extension ?? '' } : null;
  return {
    idPublicacion: row.id,
    texto: row.text,
    esFijada: row.pinnedNow === 1,
    esFijadoAlumno: row.pinnedStudents === 1,
    esFijadoDocente: row.pinnedTeachers === 1,
    esProgramada: row.startsAt > now,
    fechaPublicacionProgramada: iso(row.startsAt),
    fechaFinFijacion: row.pinnedUntil === null ? null : iso(row.pinnedUntil),
    fechaCreacion: iso(row.createdAt),
    areaPublicadora: row.areaName,
    idAreaEncargada: row.areaId,
    usuarioPublicador: row.authorName,
    usuarioCreacion: row.authorUsername,
    fotoUsuarioPublicador: row.authorPhoto,
    idTipoOpcion: row.media === 'IMAGEN' ? 1 : row.media === 'VIDEO' ? 2 : null,
    imagen: file(row.imageId, row.imageName, row.imageExtension),
    rutaImagen: row.imageId === null ? null : mediaPath(row, row.imageId),
    urlVideo: row.videoUrl,
    archivo: file(row.documentId, row.documentName, row.documentExtension),
    rutaArchivo: row.documentId === null ? null : mediaPath(row, row.documentId),
    textoBotonDocumento: row.buttonText,
    audiencia,
    division: numbers(row.divisions),
    existeFiltroAvanzado: row.advanced === 1,
    sedes: numbers(row.campuses),
    programa: numbers(row.programmes),
    periodo: numbers(row.periods),
    producto: texts(row.products),
    modulo: texts(row.modules),
    idReaccion: row.ownReaction as Publicacion['idReaccion'],
    meInteresa: row.interested,
    meEmociona: row.moved,
    meEnorgullece: row.proud,
    puedeEditar: rights.publishes && row.authorId === rights.userId,
    puedeEliminar: rights.deletes,
  };
}
