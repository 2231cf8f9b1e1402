import type { Publicacion, PublicacionDatos } from '@generated/main/model';
import type { AttachedFile } from '@/lib/files';

export type MediaOption = 'NINGUNO' | 'FOTO' | 'VIDEO';

/** A file the post already holds (editing): kept unless replaced. */
export interface StoredFile {
  id: number;
  nombre: string;
}

/** The post form as the user fills it (spec §3 Post payload, split the way the form asks it). */
export interface PostFormValues {
  descripcion: string;
  opcion: MediaOption;
  imagen: AttachedFile[];
  imagenActual: StoredFile | null;
  rutaVideo: string;
  existeDocumento: boolean;
  documento: AttachedFile[];
  documentoActual: StoredFile | null;
  textoBotonDocumento: string;
  idAreaEncargada: number | null;
  idAudiencias: string[];
  fechaInicial: string | null;
  esFijada: boolean;
  fechaFinalFijada: string | null;
  idDivisiones: number[];
  existeFiltroAvanzado: boolean;
  idSedes: number[];
  idProgramas: number[];
  idPeriodos: number[];
  idProductos: string[];
  idModulos: string[];
}

export const emptyPost = (): PostFormValues => ({
  descripcion: '',
  opcion: 'NINGUNO',
  imagen: [],
  imagenActual: null,
  rutaVideo: '',
  existeDocumento: false,
  documento: [],
  documentoActual: null,
  textoBotonDocumento: '',
  idAreaEncargada: null,
  idAudiencias: [],
  fechaInicial: null,
  esFijada: false,
  fechaFinalFijada: null,
  idDivisiones: [],
  existeFiltroAvanzado: false,
  idSedes: [],
  idProgramas: [],
  idPeriodos: [],
  idProductos: [],
  idModulos: [],
});

/** The form filled with a post being edited. */
export function valuesOf(post: Publicacion): PostFormValues {
  return {
    ...emptyPost(),
    descripcion: post.texto,
    opcion: post.idTipoOpcion === 1 ? 'FOTO' : post.idTipoOpcion === 2 ? 'VIDEO' : 'NINGUNO',
    imagenActual: post.imagen ? { id: post.imagen.id, nombre: post.imagen.nombre } : null,
    rutaVideo: post.urlVideo ?? '',
    existeDocumento: post.archivo !== null,
    documentoActual: post.archivo ? { id: post.archivo.id, nombre: post.archivo.nombre } : null,
    textoBotonDocumento: post.textoBotonDocumento ?? '',
    idAreaEncargada: post.idAreaEncargada,
    idAudiencias: [...post.audiencia],
    fechaInicial: post.fechaPublicacionProgramada,
    esFijada: post.esFijadoAlumno || post.esFijadoDocente,
    fechaFinalFijada: post.fechaFinFijacion,
    idDivisiones: [...post.division],
    existeFiltroAvanzado: post.existeFiltroAvanzado,
    idSedes: [...post.sedes],
    idProgramas: [...post.programa],
    idPeriodos: [...post.periodo],
    idProductos: [...post.producto],
    idModulos: [...post.modulo],
  };
}

/** The payload, once the new files are uploaded (their ids given). */
export function payloadOf(
  values: PostFormValues,
  files: { imagen: number | null; documento: number | null },
): PublicacionDatos {
  const photo = values.opcion === 'FOTO';
  const video = values.opcion === 'VIDEO';
  const advanced = values.existeFiltroAvanzado;
  return {
    descripcion: values.descripcion.trim(),
    idTipoOpcion: photo ? 1 : video ? 2 : null,
    imagenPublicacion: photo ? files.imagen : null,
    rutaVideo: video ? values.rutaVideo.trim() : null,
    existeDocumento: values.existeDocumento,
    archivoPublicacion: values.existeDocumento ? files.documento : null,
    textoBotonDocumento: values.existeDocumento ? values.textoBotonDocumento.trim() : null,
    idAreaEncargada: values.idAreaEncargada,
    idAudiencias: values.idAudiencias as PublicacionDatos['idAudiencias'],
    fechaInicial: values.fechaInicial,
    esFijada: values.esFijada,
    fechaFinalFijada: values.esFijada ? values.fechaFinalFijada : null,
    idDivisiones: values.idDivisiones,
    existeFiltroAvanzado: advanced,
    idSedes: advanced ? values.idSedes : [],
    idProgramas: advanced ? values.idProgramas : [],
    idPeriodos: advanced ? values.idPeriodos : [],
    idProductos: advanced ? values.idProductos : [],
    idModulos: advanced ? values.idModulos : [],
  };
}
