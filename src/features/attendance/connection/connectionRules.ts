import { checkParameter } from '@/lib/parameters/parameterRules';
import type { ParameterMap } from '@/lib/parameters';

const MINIMUM_SPEED_KEY = 'EVA_VELOCIDAD_MINIMA';
/** spec §9: a line under 3 Mbps is a poor connection. */
const DEFAULT_MINIMUM_MBPS = 3;

/** The brand's threshold (parameter EVA_VELOCIDAD_MINIMA, 1 to 100 Mbps), else spec §9's 3. */
export function minimumMbps(parameters: ParameterMap | undefined): number {
  const valor = parameters?.[MINIMUM_SPEED_KEY]?.valor;
  if (valor === undefined || checkParameter(MINIMUM_SPEED_KEY, valor, null) !== null)
    return DEFAULT_MINIMUM_MBPS;
  return Number(valor.trim());
}

/** spec §5: the notice shows below the threshold; a test that could not run shows nothing. */
export const isPoorConnection = (mbps: number | null, minimum: number) =>
  mbps !== null && mbps < minimum;
