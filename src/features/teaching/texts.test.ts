import { describe, expect, it } from 'vitest';
import type { SesionDocente } from '@generated/main/model';
import { texts } from './texts';
import { texts as trainingTexts } from './trainings/texts';

describe('teaching counts', () => {
  it('agree in number with one', () => {
    const session = { asistencias: 1, tardanzas: 1, faltas: 1, sinMarca: 0, justificadas: 1 };
    expect(texts.sessions.counts(session as SesionDocente)).toBe(
      '1 presente · 1 tardanza · 1 falta · 1 justificada',
    );
    expect(trainingTexts.modules(0, 1)).toBe('0 de 1 módulo completado');
    expect(trainingTexts.paths.hours(1)).toBe('1 hora en total');
  });
});
