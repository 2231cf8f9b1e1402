/** Spanish texts of the signatures area (spec §2 /admin/firmas). */
export const texts = {
  title: 'Firmas',
  createTitle: 'Nueva firma',
  editTitle: (firmante: string) => `Firma: ${firmante}`,
  search: 'Buscar',
  tipoTramite: 'Trámite',
  firmante: 'Firmante',
  cargo: 'Cargo',
  orden: 'Orden',
  activo: 'Activa',
  inactive: 'Inactiva',
  edit: 'Editar',
} as const;

/** The type is chosen among the procedures that issue a document; the version travels hidden. */
export const uiSchema = {
  idTipoTramite: { 'ui:widget': 'opciones', 'ui:options': { catalogo: 'tiposTramite' } },
  version: { 'ui:widget': 'hidden' },
};
