import { useObtenerDatosCompania } from '@generated/main/endpoints/compania/compania';
import { useConsultarNomenclaturas } from '@generated/main/endpoints/nomenclatura/nomenclatura';
import { useObtenerDatosPersonales } from '@generated/main/endpoints/perfil/perfil';
import type {
  Compania,
  CompaniaResponse,
  Nomenclatura,
  NomenclaturasResponse,
  Perfil,
  PerfilResponse,
} from '@generated/main/model';
import { useParameters, type ParameterMap } from '@/lib/parameters';
import { usePermissions } from '@/lib/permissions';
import { useSession } from '@/lib/session';

// Loaded once per session: the sign-out clears the query cache.
const once = { staleTime: Infinity, gcTime: Infinity } as const;

// Stable selectors, so react-query keeps the selected values referentially equal.
const selectCompania = (response: CompaniaResponse) => response.results;
const selectNomenclaturas = (response: NomenclaturasResponse) => response.results;
const selectPerfil = (response: PerfilResponse) => response.results;

const NO_PARAMETERS: ParameterMap = {};
const NO_NOMENCLATURE: Nomenclatura[] = [];

export interface ShellData {
  /** Brand parameters by key (`clave`), shared with the route guard. */
  parameters: ParameterMap;
  company: Compania | undefined;
  nomenclature: readonly Nomenclatura[];
  profile: Perfil | undefined;
  /** Permission keys (spec §6); never fetched for teachers. */
  permissions: readonly string[];
}

/** The session-wide data the shell and the pages share (spec §2, §6, §9). */
export function useShellData(): ShellData {
  const { user } = useSession();
  const signedIn = user !== null;

  const parameters = useParameters();
  const company = useObtenerDatosCompania({
    query: { ...once, enabled: signedIn, select: selectCompania },
  });
  const nomenclature = useConsultarNomenclaturas({
    query: { ...once, enabled: signedIn, select: selectNomenclaturas },
  });
  const profile = useObtenerDatosPersonales(user?.idUsuario ?? 0, {
    query: { ...once, enabled: signedIn, select: selectPerfil },
  });
  const permissions = usePermissions();

  return {
    parameters: parameters.data ?? NO_PARAMETERS,
    company: company.data,
    nomenclature: nomenclature.data ?? NO_NOMENCLATURE,
    profile: profile.data,
    permissions,
  };
}
