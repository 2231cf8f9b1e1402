import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { smsCodeTexts } from '../texts';

export interface CodeInputProps {
  /** One string per box, '' when empty. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Marks every box invalid. */
  error: boolean;
  /** Id of the error message. */
  errorId: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** One box per digit: digits only, typing moves forward, Backspace moves back, paste fills. */
export default function CodeInput({ digits, onChange, error, errorId }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;
  const focus = (index: number) => boxes.current[Math.min(Math.max(index, 0), length - 1)]?.focus();

  // The code is all the modal asks for: start in the first box rather than on the dialog itself.
  useEffect(() => boxes.current[0]?.focus(), []);

  const fill = (index: number, text: string) => {
    const incoming = onlyDigits(text)
      .slice(0, length - index)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    onChange(next);
    focus(index + incoming.length);
  };

  const clear = (index: number) => onChange(digits.map((digit, i) => (i === index ? '' : digit)));

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      fill(index, event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const target = digits[index] ? index : index - 1;
      if (target < 0) return;
      clear(target);
      focus(target);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };

  // A full code pasted anywhere fills every box; a part fills from the box pasted into.
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <Stack
      role="group"
      aria-label={smsCodeTexts.code}
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'center' }}
    >
      {digits.map((digit, index) => (
        <OutlinedInput
          key={index}
          inputRef={(node: HTMLInputElement | null) => {
            boxes.current[index] = node;
          }}
          value={digit}
          error={error}
          // Mobile keyboards and autofill skip keydown: their input arrives here.
          onChange={(event) => {
            if (event.target.value === '') clear(index);
            else fill(index, event.target.value);
          }}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          inputProps={{
            'aria-label': smsCodeTexts.digit(index + 1, length),
            'aria-describedby': error ? errorId : undefined,
            inputMode: 'numeric',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
          }}
          sx={{ width: 48, '& input': { textAlign: 'center', fontSize: 20, px: 0 } }}
        />
      ))}
    </Stack>
  );
}
