import { useState } from 'react';
import { useListarSeccionesProceso } from '@generated/main/endpoints/programacion-docente/programacion-docente';
import type { EstadoAsignacion } from '@generated/main/model';

export const SECTIONS_PAGE_SIZE = 10;

/** One page of a process's sections, searched and filtered on the server. */
export function useProcessSections(idProceso: number, fixedState?: EstadoAsignacion) {
  const [pagina, setPagina] = useState(1);
  const [busqueda, setBusqueda] = useState('');
  const [estado, setEstado] = useState<EstadoAsignacion | ''>(fixedState ?? '');
  const query = useListarSeccionesProceso(
    idProceso,
    {
      pagina,
      tamanoPagina: SECTIONS_PAGE_SIZE,
      ...(busqueda.trim() && { busqueda: busqueda.trim() }),
      ...(estado && { estado }),
    },
    { query: { meta: { silentError: true }, placeholderData: (previous) => previous } },
  );
  const total = query.data?.results.total ?? 0;
  return {
    query,
    sections: query.data?.results.secciones,
    pageCount: Math.max(1, Math.ceil(total / SECTIONS_PAGE_SIZE)),
    pagina,
    setPagina,
    busqueda,
    // A new search or filter starts again from the first page.
    search: (value: string) => {
      setBusqueda(value);
      setPagina(1);
    },
    estado,
    filter: (value: EstadoAsignacion | '') => {
      setEstado(value);
      setPagina(1);
    },
  };
}
