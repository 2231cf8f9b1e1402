import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { digitsOnly, withoutSpaces } from './keyboard';
import { useField } from './useField';
import { minLength, required } from './validators';

describe('useField', () => {
  it('hides the error until the field is touched', () => {
    const { result } = renderHook(() => useField('', [required(), minLength(8)]));
    expect(result.current.invalidMessage).toBe('El campo es requerido.');
    expect(result.current.error).toBeNull();

    act(() => result.current.onBlur());
    expect(result.current.error).toBe('El campo es requerido.');

    act(() => result.current.setValue('corta'));
    expect(result.current.error).toBe('El mínimo de caracteres que debes ingresar es 8');

    act(() => result.current.setValue('suficiente'));
    expect(result.current.error).toBeNull();
  });

  it('touch() forces the message, as on submit', () => {
    const { result } = renderHook(() => useField('', [required()]));
    act(() => result.current.touch());
    expect(result.current.error).toBe('El campo es requerido.');
  });
});

describe('keyboard helpers', () => {
  it('withoutSpaces strips pasted spaces', () => {
    expect(withoutSpaces(' Campus 2026 ')).toBe('Campus2026');
  });

  it('digitsOnly keeps digits up to a length', () => {
    expect(digitsOnly('12a3-45 678', 6)).toBe('123456');
    expect(digitsOnly('9 87')).toBe('987');
  });
});
