import { describe, expect, it } from 'vitest';
import type { Cuota } from '@generated/main/model';
import { commitmentDays, reschedulable } from './lateFees';

const fee = (estado: Cuota['estado'], vencimiento: string, reprogramacion = null): Cuota => ({
  idCuota: 1,
  concepto: 'Cuota 3',
  vencimiento,
  montoCentimos: 69_000,
  descuentoCentimos: 0,
  descuento: null,
  becaCentimos: 0,
  beca: null,
  moraCentimos: 0,
  moraPorVencimientoCentimos: 2_500,
  totalCentimos: 69_000,
  estado,
  comprobante: null,
  reprogramacion,
  problema: null,
  diasReagendar: 15,
});

describe('reschedulable', () => {
  it('takes an overdue fee and one due within 7 days, not one due later or paid', () => {
    expect(reschedulable(fee('VENCIDA', '2026-11-01'), '2026-11-25')).toBe(true);
    expect(reschedulable(fee('PENDIENTE', '2026-12-02'), '2026-11-25')).toBe(true);
    expect(reschedulable(fee('PENDIENTE', '2026-12-03'), '2026-11-25')).toBe(false);
    expect(reschedulable(fee('PAGADA', '2026-11-01'), '2026-11-25')).toBe(false);
  });
});

describe('commitmentDays', () => {
  it('runs from tomorrow to the limit for an overdue fee, across the month', () => {
    const days = commitmentDays(fee('VENCIDA', '2026-11-01'), '2026-11-25');
    expect(days[0]).toBe('2026-11-26');
    expect(days.at(-1)).toBe('2026-12-10');
    expect(days).toHaveLength(15);
  });

  it('starts the day after the due day of a fee not yet due', () => {
    const days = commitmentDays(fee('PENDIENTE', '2026-11-28'), '2026-11-25');
    expect(days[0]).toBe('2026-11-29');
    expect(days.at(-1)).toBe('2026-12-10');
  });
});
