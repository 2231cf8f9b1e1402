import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent, Ref } from 'react';
import { datePickerTexts } from '../texts';

export interface PickerFieldProps {
  /** Visible label; also names the calendar button. */
  label: string;
  /** The chosen value as text, empty when nothing is chosen. */
  text: string;
  /** Opens the picker (click on the field or the button, Enter, Space or ArrowDown). */
  onOpen: () => void;
  disabled: boolean;
  /** Hint or error under the field. */
  helperText?: string;
  /** The field's root: the desktop popover hangs from it. */
  anchorRef: Ref<HTMLDivElement>;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** Read-only text field with the calendar button; the value only changes through the picker. */
export default function PickerField({
  label,
  text,
  onOpen,
  disabled,
  helperText,
  anchorRef,
}: PickerFieldProps) {
  const openOnKey = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <TextField
      ref={anchorRef}
      label={label}
      value={text}
      disabled={disabled}
      helperText={helperText}
      onClick={disabled ? undefined : onOpen}
      onKeyDown={openOnKey}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={datePickerTexts.open(label)}
                disabled={disabled}
                onClick={(event) => {
                  // The field's own click handler would open it a second time.
                  event.stopPropagation();
                  onOpen();
                }}
              >
                <CalendarMonthOutlined />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
