/** Notices of the spec §8 error catalogue, verbatim. */
export const HTTP_TEXTS = {
  notFound: 'No se encontro la informacion solicitada.',
  serverError: 'Ocurrió un error en el servidor, por favor intente más tarde',
  otherStatus: '¡Ups! ocurrió un error, inténtalo más tarde',
  noMessage: 'Error sin mensaje',
  success: 'Se realizo la operación con éxito',
} as const;
