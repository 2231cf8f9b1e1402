import type { Parametro } from '@generated/main/model';

/** Parameters (spec §3) that shape the shell; each is on when its `valor` is '1'. */
export const SHELL_PARAMETERS = {
  notifications: 'EVA_NOTIFICATION',
  institutionalMail: 'EVA_CORREO_INSTITUCIONAL',
  profileSettings: 'EVA_PERFIL_CONFIGURACION',
  changePassword: 'EVA_CAMBIO_CLAVE',
} as const;

export type ParameterMap = Readonly<Record<string, Parametro>>;

export const toParameterMap = (parametros: readonly Parametro[]): ParameterMap =>
  Object.fromEntries(parametros.map((parametro) => [parametro.clave, parametro]));

export const isParameterOn = (parameters: ParameterMap, clave: string): boolean =>
  parameters[clave]?.valor.trim() === '1';
