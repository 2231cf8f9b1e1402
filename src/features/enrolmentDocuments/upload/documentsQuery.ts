import { getListarDocumentosMatriculaAlumnoQueryOptions } from '@generated/main/endpoints/documento-matricula/documento-matricula';

/** The page's list as its generated hook reads it (UploadDocumentsPage), for the route's loader. */
export const documentsQuery = () =>
  getListarDocumentosMatriculaAlumnoQueryOptions({ query: { meta: { silentError: true } } });
