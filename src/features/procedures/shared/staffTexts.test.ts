import { describe, expect, it } from 'vitest';
import { adminTexts } from './staffTexts';

describe('the tray counts', () => {
  it('agree in number with one', () => {
    expect(adminTexts.overdue(1)).toBe('1 vencido');
    expect(adminTexts.overdue(2)).toBe('2 vencidos');
    expect(adminTexts.managerOption('Ana Torres', 1)).toBe('Ana Torres (1 abierto)');
  });
});
