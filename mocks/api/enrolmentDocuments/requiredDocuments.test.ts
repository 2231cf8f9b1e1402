// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentsOwed } from './requiredDocuments.ts';

describe('documentsOwed', () => {
  it('asks a DNI holder for both sides, and a career student for the certificate and photo', () => {
    expect(documentsOwed('DNI', 'CARRERA')).toEqual([
      'DNI_ANVERSO',
      'DNI_REVERSO',
      'CERTIFICADO_SECUNDARIA',
      'FOTO_CARNE',
    ]);
  });

  it('asks an extension student for the identity document only, one copy of a CE or passport', () => {
    expect(documentsOwed('DNI', 'EXTENSION')).toEqual(['DNI_ANVERSO', 'DNI_REVERSO']);
    expect(documentsOwed('CE', 'EXTENSION')).toEqual(['CARNE_EXTRANJERIA']);
    expect(documentsOwed('PASAPORTE', 'EXTENSION')).toEqual(['PASAPORTE']);
    expect(documentsOwed('PASAPORTE', 'CARRERA')).toEqual([
      'PASAPORTE',
      'CERTIFICADO_SECUNDARIA',
      'FOTO_CARNE',
    ]);
  });

  it('reads a student without a recorded document type, or without an enrolment, as a DNI holder', () => {
    expect(documentsOwed(null, null)).toEqual(['DNI_ANVERSO', 'DNI_REVERSO']);
  });
});
