import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  listarDivisionesFiltro,
  listarPeriodosFiltro,
  listarProductosFiltro,
  listarProgramasFiltro,
} from '@generated/main/endpoints/filtro/filtro';
import {
  contarAudienciaPublicacion,
  useObtenerFiltroBasePublicacion,
} from '@generated/main/endpoints/publicacion/publicacion';
import { useCapitalizeName } from '@/lib/text';
import type { PostFormValues } from './postFormValues';

const list = (ids: readonly (number | string)[]) => ids.join(',');
const cascade = { staleTime: 5 * 60_000, placeholderData: keepPreviousData } as const;

/**
 * What the post form chooses from: the base lists once, and the cascade of spec §7 filtro/*
 * (divisions by campus -> programmes -> periods -> products), each list following the choices
 * before it; and the audience size as the choices change.
 */
export function useAudienceChoices(values: PostFormValues) {
  const base = useObtenerFiltroBasePublicacion({ query: { staleTime: Infinity } });
  const capitalize = useCapitalizeName();
  // Campus, programme and product names as the campus writes them everywhere (spec §5).
  const named = <T extends { nombre: string }>(items: readonly T[]): T[] =>
    items.map((item) => ({ ...item, nombre: capitalize(item.nombre) }));
  const sedes = values.existeFiltroAvanzado ? values.idSedes : [];
  const divisions = useQuery({
    queryKey: ['main', '/filtro/divisiones', list(sedes)],
    queryFn: () => listarDivisionesFiltro({ idSedes: list(sedes) }),
    ...cascade,
  });
  const programmes = useQuery({
    queryKey: ['main', '/filtro/programas', list(values.idDivisiones), list(sedes)],
    queryFn: () =>
      listarProgramasFiltro({ idDivisiones: list(values.idDivisiones), idSedes: list(sedes) }),
    enabled: values.existeFiltroAvanzado && values.idDivisiones.length > 0,
    ...cascade,
  });
  const periods = useQuery({
    queryKey: ['main', '/filtro/periodos', list(values.idProgramas)],
    queryFn: () => listarPeriodosFiltro({ idProgramas: list(values.idProgramas) }),
    enabled: values.existeFiltroAvanzado,
    ...cascade,
  });
  const products = useQuery({
    queryKey: ['main', '/filtro/productos', list(values.idPeriodos)],
    queryFn: () => listarProductosFiltro({ idPeriodos: list(values.idPeriodos) }),
    enabled: values.existeFiltroAvanzado,
    ...cascade,
  });
  const advanced = values.existeFiltroAvanzado;
  const audienceBody = {
    idAudiencia: values.idAudiencias as ('EVAAUD001' | 'EVAAUD002' | 'EVAAUD003')[],
    idUnidadNegocio: values.idDivisiones,
    idUnidadAcademica: advanced ? values.idProgramas : [],
    idSede: advanced ? values.idSedes : [],
    idProducto: advanced ? values.idProductos : [],
    idPeriodo: advanced ? values.idPeriodos : [],
    idModulo: advanced ? values.idModulos : [],
  };
  const audience = useQuery({
    queryKey: ['main', '/publicacion/audiencia', audienceBody],
    queryFn: () => contarAudienciaPublicacion(audienceBody),
    enabled: values.idAudiencias.length > 0 && values.idDivisiones.length > 0,
    ...cascade,
  });
  const chosenDivisions = new Set(values.idDivisiones);
  return {
    base: base.data?.results,
    divisions: divisions.data?.results ?? [],
    campuses: named(
      (base.data?.results.sedes ?? []).filter(
        (sede) => chosenDivisions.size === 0 || chosenDivisions.has(sede.idDivision),
      ),
    ),
    programmes: named(programmes.data?.results ?? []),
    periods: periods.data?.results ?? [],
    products: named(products.data?.results ?? []),
    audienceSize:
      values.idAudiencias.length > 0 && values.idDivisiones.length > 0
        ? (audience.data?.results.cantAudiencia ?? null)
        : 0,
  };
}
