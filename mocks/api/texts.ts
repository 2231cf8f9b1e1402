// The Spanish texts every area of the demo API may answer with (spec §5, §8): the envelope's, the
// session's refusals and the validation messages. An area's own texts live in its texts.ts.

export const texts = {
  success: 'Se realizo la operación con éxito',
  notFound: 'No se encontro la informacion solicitada.',
  serverError: 'Ocurrió un error en el servidor, por favor intente más tarde',
  genericError: '¡Ups! ocurrió un error, inténtalo más tarde',
  sessionRequired: 'Necesita iniciar sesión',
  sessionExpired: 'Sesión expirada',
  forbidden: 'No tienes permiso para realizar esta acción.',
  staleRecord:
    'Otra persona modificó este registro mientras lo editabas. Recarga la página para ver sus cambios; los tuyos no se guardaron.',
  badListQuery: 'Los parámetros de la lista no son válidos.',
  requestTooLarge: 'La dirección o las cabeceras de la solicitud son demasiado largas.',
  // One text for every refused proof of work (missing work, altered, expired, used): the public
  // lookups' challenge (issue 55).
  challengeRefused: 'La verificación no es válida o ya venció. Vuelve a consultar.',
  integration: {
    keyRequired: 'Falta la clave de integración.',
    // One text for every refused key: a caller learns nothing about which part failed.
    keyRefused: 'La clave de integración no es válida, venció o fue revocada.',
    outOfScope: 'La clave de integración no permite esta consulta.',
  },
  busySigningIn: 'Hay muchos ingresos en este momento. Inténtalo nuevamente en unos segundos.',
  validation: {
    required: 'El campo es requerido.',
    unknownField: 'El campo no está permitido.',
    format: 'No cumple con el formato.',
    email: 'No es un correo válido.',
    url: 'No cumple con el formato de link.',
    number: 'Este campo solo recibe números.',
    invalidValue: 'No es un valor válido.',
    maxLength: 'Has llegado al límite de caracteres.',
    minLength: (limit: number) => `El mínimo de caracteres que debes ingresar es ${limit}`,
    maximum: 'Has llegado al valor límite',
    minimum: (limit: number) => `El valor mínimo que debes ingresar es ${limit}`,
    invalidJson: 'El contenido enviado no es un JSON válido.',
    unsupportedMediaType: 'El tipo de contenido enviado no está soportado.',
    tooLarge: 'El contenido enviado excede el tamaño permitido.',
    controlCharacters: 'El texto contiene caracteres no permitidos.',
  },
} as const;
