import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { styled } from '@mui/material/styles';
import { useImperativeHandle, useRef } from 'react';

const Display = styled('div')({
  cursor: 'pointer',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '&[aria-disabled="true"]': { cursor: 'default' },
});

const KEPT = new Set(['id', 'className', 'role', 'onFocus', 'onBlur', 'onKeyDown']);

/**
 * What OutlinedInput renders in place of its <input>: the chosen option's text in a focusable
 * select-only combobox, as MUI's own Select does. InputBase hands it the input's props; only those
 * a combobox can carry are kept.
 */
export default function SelectDisplay({ ref, value, disabled, ...props }: InputBaseComponentProps) {
  const node = useRef<HTMLDivElement>(null);
  // InputBase reads `value` on its input to tell an empty field (resting label) from a filled one.
  useImperativeHandle(
    ref,
    () => ({ node: node.current, value, focus: () => node.current?.focus() }),
    [value],
  );
  const kept = Object.fromEntries(
    Object.entries(props).filter(([name]) => KEPT.has(name) || name.startsWith('aria-')),
  );
  return (
    <Display
      ref={node}
      {...kept}
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
    >
      {value}
    </Display>
  );
}
