// The issued documents' screens (spec §2 /documentos/origen).
export const texts = {
  title: 'Documentos emitidos',
  originsLabel: 'Orígenes de documentos',
  issued: (count: number) =>
    `${count} ${count === 1 ? 'documento emitido' : 'documentos emitidos'}`,
  lastIssued: (date: string) => `Último: ${date}`,
  none: 'Aún no se emitió ninguno.',
  back: 'Volver a los orígenes',
  search: 'Buscar por número, nombre o código',
  number: 'Número',
  requester: 'Solicitante',
  date: 'Emitido',
  signers: 'Firmantes',
  download: 'Descargar',
  downloadOf: (numero: string) => `Descargar ${numero}`,
  downloadFailed: 'No pudimos descargar el documento. Inténtalo nuevamente.',
  listLabel: 'Documentos',
  pages: 'Páginas de documentos',
  empty: 'No hay documentos que coincidan con tu búsqueda.',
  notFound: 'Este origen de documentos no existe.',
  loadFailed: 'No pudimos cargar la información. Inténtalo nuevamente.',
} as const;
