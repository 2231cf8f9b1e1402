import { describe, expect, it } from 'vitest';
import type { SeccionDocente } from '@generated/main/model';
import { capitalizeName } from '@/lib/text';
import { rosterCsv, rosterFileName } from './rosterCsv';

const section = {
  codigoGrupo: 'BD2-A',
  codigoPeriodo: '2026-II',
  evaluaciones: [
    { orden: 1, nombre: 'Parcial', porcentaje: 40 },
    { orden: 2, nombre: 'Final', porcentaje: 60 },
  ],
  alumnos: [
    {
      idMatricula: 1,
      codigo: 'A2026-00001',
      nombre: 'LUCÍA ÑAHUI HUAMÁN',
      foto: null,
      asistencia: { porcentaje: 75, asistencias: 15, tardanzas: 0, faltas: 5, justificadas: 0 },
      estadoAsistencia: 'EN_RIESGO',
      promedio: 14,
      notas: [
        { orden: 1, nota: '14', esEvaluacionSustitutoria: false },
        { orden: 2, nota: null, esEvaluacionSustitutoria: false },
      ],
    },
  ],
} as unknown as SeccionDocente;

describe('rosterCsv', () => {
  it('writes a row per student, its name capitalised, the state in words and each evaluation, with the BOM', () => {
    expect(rosterCsv(section, (name) => capitalizeName(name))).toBe(
      '\uFEFFCódigo,Estudiante,Asistencia (%),Faltas,Estado,Promedio,Parcial (40 %),Final (60 %)\r\n' +
        'A2026-00001,Lucía Ñahui Huamán,75,5,En riesgo por inasistencias,14.00,14,\r\n',
    );
    expect(rosterFileName(section)).toBe('BD2-A-2026-II.csv');
  });
});
