export const textAreaTexts = {
  maxLength: 'Longitud máxima alcanzada',
  minLength: 'Longitud mínima no alcanzada',
  required: 'El campo es requerido',
} as const;
