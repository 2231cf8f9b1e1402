import { TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { spanishStrings } from './spanishStrings';

describe('spanishStrings', () => {
  it("writes a list's buttons in Spanish", () => {
    expect(spanishStrings(TranslatableString.AddItemButton)).toBe('Agregar');
    expect(spanishStrings(TranslatableString.RemoveButton)).toBe('Quitar');
    expect(spanishStrings(TranslatableString.MoveUpButton)).toBe('Subir');
  });

  it('leaves what a campus form never shows to rjsf, with its parameters', () => {
    expect(spanishStrings(TranslatableString.KeyLabel, ['Clave'])).toBe('Clave Key');
  });
});
