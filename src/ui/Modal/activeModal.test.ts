import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeModal, useIsActiveModal } from './activeModal';

describe('activeModal', () => {
  it('keeps the newest open modal on top and falls back to the previous one', () => {
    activeModal.open('matricula');
    activeModal.open('confirmacion');
    expect(activeModal.current()).toBe('confirmacion');

    activeModal.close('confirmacion');
    expect(activeModal.current()).toBe('matricula');
    activeModal.close('matricula');
    expect(activeModal.current()).toBeUndefined();
  });

  it('moves a modal opened again to the top', () => {
    activeModal.open('a');
    activeModal.open('b');
    activeModal.open('a');
    expect(activeModal.current()).toBe('a');
    activeModal.close('a');
    expect(activeModal.current()).toBe('b');
    activeModal.close('b');
  });

  it('tells each modal whether it is the one on screen', () => {
    const { result: first, unmount } = renderHook(({ open }) => useIsActiveModal('primero', open), {
      initialProps: { open: true },
    });
    expect(first.current).toBe(true);

    const { result: second, rerender } = renderHook(
      ({ open }) => useIsActiveModal('segundo', open),
      {
        initialProps: { open: true },
      },
    );
    expect(first.current).toBe(false);
    expect(second.current).toBe(true);

    rerender({ open: false });
    expect(first.current).toBe(true);
    expect(second.current).toBe(false);

    unmount();
    expect(activeModal.current()).toBeUndefined();
  });

  it('does not render a modal again when it opens alone and registers itself', () => {
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders += 1;
      return useIsActiveModal('solo', true);
    });
    expect(result.current).toBe(true);
    expect(activeModal.current()).toBe('solo');
    expect(renders).toBe(1);
    unmount();
    expect(activeModal.current()).toBeUndefined();
  });
});
