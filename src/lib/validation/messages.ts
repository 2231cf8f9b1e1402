/** Field validation messages of spec §5, verbatim. */
export const VALIDATION_MESSAGES = {
  required: 'El campo es requerido.',
  email: 'No es un correo válido.',
  maxLength: 'Has llegado al límite de caracteres.',
  maxValue: 'Has llegado al valor límite',
  minLength: (min: number) => `El mínimo de caracteres que debes ingresar es ${min}`,
  minValue: (min: number) => `El valor mínimo que debes ingresar es ${min}`,
  number: 'Este campo solo recibe números.',
  phone: 'No es un número válido.',
  differentTo: 'Haz un ingresado un valor similar',
  equalTo: 'No coincide con el campo.',
  pattern: 'No cumple con el formato.',
  minDate: 'No cumple con la fecha mínima.',
  url: 'No cumple con el formato de link.',
  allowedDomains: 'No es un dominio válido.',
  disallowedValues: 'No es un valor válido.',
} as const;
