import { describe, expect, it } from 'vitest';
import type { DocumentoMatriculaAlumno } from '@generated/main/model';
import { acceptsUpload, stateColor, stateOf, summaryText } from './documentStatus';

const document = (estado: DocumentoMatriculaAlumno['estado']): DocumentoMatriculaAlumno => ({
  tipo: 'DNI_ANVERSO',
  nombre: 'DNI (anverso)',
  formatos: ['pdf', 'jpg', 'jpeg', 'png'],
  tamanoMaximo: 5_242_880,
  id: estado === null ? null : 3,
  estado,
  observacion: estado === 'OBSERVADO' ? 'La imagen está borrosa.' : null,
  fechaCarga: estado === null ? null : '2026-03-10T15:04:00.000Z',
  archivo: estado === null ? null : { nombre: 'dni.pdf', extension: 'pdf', tamano: 1000 },
});

describe('documentStatus', () => {
  it('reads a document never uploaded as FALTA, and the others by their state', () => {
    expect(stateOf(document(null))).toBe('FALTA');
    expect(stateOf(document('OBSERVADO'))).toBe('OBSERVADO');
    expect(stateColor('OBSERVADO')).toBe('error');
    expect(stateColor('APROBADO')).toBe('success');
  });

  it('takes a file for every document but an approved one', () => {
    expect(acceptsUpload(document(null))).toBe(true);
    expect(acceptsUpload(document('PENDIENTE'))).toBe(true);
    expect(acceptsUpload(document('OBSERVADO'))).toBe(true);
    expect(acceptsUpload(document('APROBADO'))).toBe(false);
  });

  it('says first what is observed, then what is missing, else that everything was sent', () => {
    expect(summaryText({ faltantes: 2, observados: 1 })).toBe(
      'Tienes 1 documento observado por reemplazar.',
    );
    // One document is singular, two plural (issue 54: 'Te faltan subir…' read badly).
    expect(summaryText({ faltantes: 2, observados: 0 })).toBe('Tienes 2 documentos por subir.');
    expect(summaryText({ faltantes: 1, observados: 0 })).toBe('Tienes 1 documento por subir.');
    expect(summaryText({ faltantes: 0, observados: 0 })).toBe(
      'Subiste todos tus documentos. Te avisaremos si alguno es observado.',
    );
  });
});
