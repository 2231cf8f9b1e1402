import { PARAMETER_KEYS } from '@/lib/parameters';

/** Parameters (spec §2) that show parts of the shell; each is on when its `valor` is '1'. */
export const SHELL_PARAMETERS = {
  notifications: PARAMETER_KEYS.notifications,
  institutionalMail: 'EVA_CORREO_INSTITUCIONAL',
  profileSettings: 'EVA_PERFIL_CONFIGURACION',
  changePassword: 'EVA_CAMBIO_CLAVE',
} as const;
