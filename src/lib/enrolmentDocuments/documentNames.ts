import type { TipoDocumentoMatricula } from '@generated/main/model';

/**
 * Each enrolment document type as the enrolment office names it (issue 34), in the order the
 * office asks for them: the demo API answers these names and the staff's list filters by them.
 */
export const ENROLMENT_DOCUMENT_NAMES: Readonly<Record<TipoDocumentoMatricula, string>> = {
  DNI_ANVERSO: 'DNI (anverso)',
  DNI_REVERSO: 'DNI (reverso)',
  CARNE_EXTRANJERIA: 'Carné de extranjería',
  PASAPORTE: 'Pasaporte',
  CERTIFICADO_SECUNDARIA: 'Certificado de estudios secundarios',
  FOTO_CARNE: 'Foto tamaño carné',
};
