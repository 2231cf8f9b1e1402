import type { Parametro } from '@generated/main/model';

/** Parameters (spec §3) the app itself reads. */
export const PARAMETER_KEYS = {
  capitalize: 'CAPITALIZE_VARIABLES',
  electives: 'EVA_ELECTIVES',
  notifications: 'EVA_NOTIFICATION',
  teacherManagementMail: 'EVA_CorreoGestionDocente',
} as const;

export type ParameterMap = Readonly<Record<string, Parametro>>;

export function toParameterMap(parametros: readonly Parametro[]): ParameterMap {
  return Object.fromEntries(parametros.map((parametro) => [parametro.clave, parametro]));
}

/** A switch parameter is on when its valor is '1'. */
export function isParameterOn(parameters: ParameterMap, clave: string): boolean {
  return parameters[clave]?.valor.trim() === '1';
}
