import { describe, expect, it } from 'vitest';
import type { Sustitutorio } from '@generated/main/model';
import { lockedReason } from './lockedReason';

const window = (estado: Sustitutorio['estado']): Sustitutorio => ({
  idEvaluacion: 1,
  version: 1,
  curso: { idCurso: 7, nombre: 'Programación Web I', programa: 'Desarrollo de Software' },
  fechaInicio: '2026-11-23T13:00:00.000Z',
  fechaFin: '2026-11-30T04:59:00.000Z',
  estado,
  estudiantes: [],
});

describe('lockedReason', () => {
  it('lets the teacher record only while the window is open', () => {
    expect(lockedReason(window('ABIERTA'), 'docente')).toBeNull();
    expect(lockedReason(window('PROGRAMADA'), 'docente')).toMatch(
      /^Desde el .*23.* podrás registrar notas\.$/,
    );
    expect(lockedReason(window('CERRADA'), 'docente')).toMatch(
      /^El .*29.* terminó el plazo para registrar notas\.$/,
    );
  });

  it('lets the registry record once the window opened, closed or not', () => {
    expect(lockedReason(window('ABIERTA'), 'registro')).toBeNull();
    expect(lockedReason(window('CERRADA'), 'registro')).toBeNull();
    expect(lockedReason(window('PROGRAMADA'), 'registro')).toMatch(
      /^Desde el .* el área académica podrá registrar notas\.$/,
    );
  });
});
