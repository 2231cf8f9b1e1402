import { useParams } from 'react-router';
import { useObtenerSeccionProceso } from '@generated/main/endpoints/programacion-docente/programacion-docente';

/** The route's process id and section, with the section read from the server. */
export function useSection() {
  const params = useParams();
  const id = String(params.id);
  const idSeccion = Number(params.section);
  const query = useObtenerSeccionProceso(idSeccion, { query: { meta: { silentError: true } } });
  return { id, idSeccion, query, section: query.data?.results };
}
