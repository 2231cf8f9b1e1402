import { minLength, type Validator } from './validators';

/**
 * The campus' password rule, as the API checks it (auth/clave/restablecer, usuario/cambiocontraseña):
 * 8 to 128 characters; spaces are refused by the password field itself (spec §5).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE_HINT = 'Mínimo 8 caracteres, sin espacios.';

/** The rules a new password's field checks. */
export const newPasswordRules = (): Validator[] => [minLength(PASSWORD_MIN_LENGTH)];
