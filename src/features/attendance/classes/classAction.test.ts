import type { ClaseActual } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { claseActual } from '@/test/attendance';
import { classAction } from './classAction';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 25, 13, 0); // 08:00 in Lima
const at = (minutes: number, ms = 0) => START + minutes * MINUTE + ms;
const iso = (ms: number) => new Date(ms).toISOString();

const clase = (role: 'alumno' | 'docente', extra: Partial<ClaseActual> = {}) =>
  claseActual(START, role, {
    linkTeams: 'https://reuniones.campus.example/teams/3120-3',
    ...extra,
  });

describe('classAction', () => {
  it("marks inside the student's window only, at both of its ends", () => {
    expect(classAction(clase('alumno'), 'alumno', at(-15, -1))).toMatchObject({
      label: 'Marcar asistencia',
      canMark: false,
      note: 'Podrás marcar tu asistencia desde las 7:45 a. m.',
    });
    expect(classAction(clase('alumno'), 'alumno', at(-15)).canMark).toBe(true);
    expect(classAction(clase('alumno'), 'alumno', at(15)).note).toBeNull();
    expect(classAction(clase('alumno'), 'alumno', at(15, 1))).toMatchObject({
      canMark: true,
      note: 'Si marcas ahora, tu asistencia quedará como tardanza.',
    });
    expect(classAction(clase('alumno'), 'alumno', at(16))).toMatchObject({
      canMark: false,
      note: 'El tiempo para marcar tu asistencia en esta clase terminó.',
    });
  });

  it("keeps a teacher's late window, then says whom to contact", () => {
    expect(classAction(clase('docente'), 'docente', at(31, -1)).canMark).toBe(true);
    const over = classAction(clase('docente', { estadoAsistencia: 'F' }), 'docente', at(31));
    expect(over).toMatchObject({
      label: 'Ausente',
      canMark: false,
      note: 'El tiempo para marcar tu asistencia terminó. Comunícate con Seguimiento Docente.',
    });
  });

  it('names each status and blocks marking again', () => {
    const marked = { horaMarca: iso(at(1)) };
    for (const [status, label] of [
      ['A', 'Presente'],
      ['T', 'Tardanza'],
      ['F', 'Ausente'],
      ['J', 'Justificado'],
    ] as const) {
      const action = classAction(
        clase('alumno', { ...marked, estadoAsistencia: status }),
        'alumno',
        at(0),
      );
      expect(action).toMatchObject({ label, canMark: false });
    }
  });

  it("says 'Por marcar' on a student's in-person class and hides the button on asynchronous ones", () => {
    expect(
      classAction(clase('alumno', { claseModalidad: 'Presencial' }), 'alumno', at(0)),
    ).toMatchObject({
      label: 'Por marcar',
      canMark: false,
      note: 'Tu asistencia en clases presenciales se registra en el aula.',
    });
    expect(
      classAction(clase('docente', { claseModalidad: 'Presencial' }), 'docente', at(0)).canMark,
    ).toBe(true);
    expect(classAction(clase('alumno', { esAsincronico: true }), 'alumno', at(0))).toMatchObject({
      showButton: false,
      canMark: false,
    });
    expect(
      classAction(clase('docente', { esAsincronico: true }), 'docente', at(0)).showButton,
    ).toBe(true);
  });

  it('stays inside the window the server sent, even if the tolerances say otherwise', () => {
    const narrowed = clase('alumno', { tiempoFinaliza: iso(at(5)) });
    expect(classAction(narrowed, 'alumno', at(5)).canMark).toBe(true);
    expect(classAction(narrowed, 'alumno', at(5, 1)).canMark).toBe(false);
  });

  it('opens Teams until the class ends', () => {
    expect(classAction(clase('alumno'), 'alumno', at(90, -1)).teamsOpen).toBe(true);
    expect(classAction(clase('alumno'), 'alumno', at(90)).teamsOpen).toBe(false);
    expect(
      classAction(clase('alumno', { enlaceTeams: false, linkTeams: null }), 'alumno', at(0))
        .teamsOpen,
    ).toBe(false);
  });
});
