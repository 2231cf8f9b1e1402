import { describe, expect, it } from 'vitest';
import { skippedSummary } from './skippedSummary';

describe('skippedSummary', () => {
  it('says the process is complete when its last skipped step was done', () => {
    expect(skippedSummary({ estado: 'COMPLETADO' }, 0)).toBe(
      '¡Listo! Completaste todos los pasos. Gracias por mantener tus datos al día. Ya puedes usar el campus.',
    );
  });

  it('says nothing was skipped when the process is not complete, and nothing while steps remain', () => {
    expect(skippedSummary({ estado: 'PENDIENTE' }, 0)).toBe('No tienes pasos omitidos.');
    expect(skippedSummary({ estado: 'COMPLETADO' }, 1)).toBeNull();
    expect(skippedSummary({ estado: 'PENDIENTE' }, 1)).toBeNull();
  });
});
