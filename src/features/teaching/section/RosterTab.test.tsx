import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EstudianteSeccion, SeccionDocente } from '@generated/main/model';
import { queryClientWithCapitalizeRules } from '@/test/capitalizeRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import RosterTab from './RosterTab';

const student = (idMatricula: number, nombre: string): EstudianteSeccion => ({
  idMatricula,
  codigo: `A2026-0000${idMatricula}`,
  nombre,
  foto: null,
  telefono: null,
  correo: null,
  asistencia: { porcentaje: 100, asistencias: 10, tardanzas: 0, faltas: 0, justificadas: 0 },
  estadoAsistencia: 'REGULAR',
  promedio: null,
  notas: [],
});

const section = {
  codigoGrupo: 'BD2-A',
  codigoPeriodo: '2026-II',
  evaluaciones: [],
  alumnos: [student(1, 'MARÍA DEL CARMEN QUISPE'), student(2, 'josé de la cruz huamán')],
} as unknown as SeccionDocente;

describe('RosterTab', () => {
  it("writes each student's name by CAPITALIZE_VARIABLES", () => {
    renderWithProviders(<RosterTab section={section} />, {
      user: 'teacher',
      width: 1280,
      queryClient: queryClientWithCapitalizeRules('teacher'),
    });

    const table = screen.getByRole('table');
    expect(within(table).getByText('María del Carmen Quispe')).toBeInTheDocument();
    expect(within(table).getByText('José de la Cruz Huamán')).toBeInTheDocument();
  });
});
