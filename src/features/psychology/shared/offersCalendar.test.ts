import type { Cita } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { offersCalendar } from './offersCalendar';

const END = Date.parse('2026-12-07T14:30:00.000Z');
const cita = (estado: Cita['estado']): Cita => ({
  idCita: 1,
  fechaHoraInicio: '2026-12-07T14:00:00.000Z',
  fechaHoraFin: '2026-12-07T14:30:00.000Z',
  estado,
  modalidad: 'VIRTUAL',
  enlaceReunion: null,
  motivo: 'Motivo',
  psicologo: 'Andrea Vargas Mendoza',
  modificable: true,
});

describe('offersCalendar', () => {
  it('offers a booked appointment until it ends, and not from its end on', () => {
    expect(offersCalendar(cita('AGENDADA'), END - 1)).toBe(true);
    expect(offersCalendar(cita('AGENDADA'), END)).toBe(false);
  });

  it('never offers an attended or cancelled appointment', () => {
    expect(offersCalendar(cita('ATENDIDA'), END - 60 * 60_000)).toBe(false);
    expect(offersCalendar(cita('CANCELADA'), END - 60 * 60_000)).toBe(false);
  });
});
