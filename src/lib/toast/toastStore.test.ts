import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toastStore';
import { useToasts } from './useToasts';

describe('toast store', () => {
  it('applies the spec §9 defaults: 3 s, 5 s for errors, top-right', () => {
    toast.show({ type: 'success', detail: 'Listo' });
    toast.show({ type: 'error', detail: 'Falló' });

    expect(toast.getSnapshot()).toMatchObject([
      { type: 'success', detail: 'Listo', life: 3000, position: 'top-right' },
      { type: 'error', detail: 'Falló', life: 5000, position: 'top-right' },
    ]);
  });

  it('keeps explicit life and position', () => {
    toast.show({ type: 'warning', detail: 'Ojo', life: 1000, position: 'top-center' });
    expect(toast.getSnapshot()[0]).toMatchObject({ life: 1000, position: 'top-center' });
  });

  it('shows notifications for 7 s', () => {
    toast.notify('Nueva notificación');
    expect(toast.getSnapshot()[0]).toMatchObject({ type: 'info', life: 7000 });
  });

  it('dismisses one toast by id and clears them all', () => {
    const first = toast.show({ type: 'info', detail: 'uno' });
    toast.show({ type: 'info', detail: 'dos' });

    toast.dismiss(first);
    expect(toast.getSnapshot().map((item) => item.detail)).toEqual(['dos']);

    toast.clear();
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('re-renders subscribers through useToasts', () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);

    act(() => {
      toast.show({ type: 'info', detail: 'Hola' });
    });
    expect(result.current.map((item) => item.detail)).toEqual(['Hola']);

    act(() => toast.clear());
    expect(result.current).toEqual([]);
  });

  it('keeps the icon and the action button', () => {
    const onButton = () => {};
    toast.show({ type: 'success', detail: 'Listo', icon: 'mail', buttonText: 'Ver', onButton });
    expect(toast.getSnapshot()[0]).toMatchObject({ icon: 'mail', buttonText: 'Ver', onButton });
  });

  it('gives notifications a bell and an optional button', () => {
    const onButton = () => {};
    toast.notify('Nueva notificación', { buttonText: 'Ver', onButton });
    expect(toast.getSnapshot()[0]).toMatchObject({
      icon: 'notification',
      buttonText: 'Ver',
      onButton,
    });
  });
});
