import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { textFieldTexts } from '../texts';
import FloatingLabel from './FloatingLabel';

export interface OutlinedFieldProps extends Pick<
  OutlinedInputProps,
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'onKeyDown'
  | 'onMouseDown'
  | 'type'
  | 'name'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'disabled'
  | 'readOnly'
  | 'multiline'
  | 'rows'
  | 'inputRef'
  | 'inputComponent'
> {
  label: string;
  /** The input's id; the label's is `${id}-label`. @default useId() */
  id?: string;
  /** The outlined box, e.g. to anchor a popup under it. */
  rootRef?: Ref<HTMLDivElement>;
  /** The validation message to show, or null. */
  message: string | null;
  /** Whether `message` is an error (red, aria-invalid) rather than a notice. */
  invalid: boolean;
  /** Shown under the input while there is no message. */
  helperText?: string;
  /** Characters typed against the limit, shown as 'n / max'. */
  counter?: { count: number; max: number };
  /** Announced as required (aria-required); the rule itself belongs to the caller. */
  required?: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Extra attributes of the native input (role, inputMode, maxLength...). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}`, unknown>;
}

// InputAdornment's layout; InputAdornment itself would cost the sign-in pages' budget (170 KB).
const adornment = (position: 'start' | 'end') =>
  ({
    display: 'flex',
    maxHeight: '2em',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    color: 'text.secondary',
    [position === 'start' ? 'mr' : 'ml']: 1,
  }) as const;

/**
 * The outlined, labelled input the library's fields share, with its helper line (hint or message,
 * counter) as the input's description. Built from MUI's parts rather than TextField, whose select
 * mode pulls menus, popovers and modals into every page that has a text input.
 */
export default function OutlinedField({
  id: givenId,
  rootRef,
  label,
  message,
  invalid,
  helperText,
  counter,
  required = false,
  startAdornment,
  endAdornment,
  htmlInput,
  ...inputProps
}: OutlinedFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const helper = message ?? helperText;
  // A date input always shows its own 'dd/mm/aaaa' mask, which the label must not cover.
  const shrink = inputProps.type === 'date' || undefined;
  const describedBy = [helper && `${id}-helper`, counter && `${id}-counter`].filter(Boolean);
  return (
    <FormControl fullWidth variant="outlined" error={invalid} disabled={inputProps.disabled}>
      <FloatingLabel id={`${id}-label`} htmlFor={id} shrink={shrink}>
        {label}
      </FloatingLabel>
      <OutlinedInput
        id={id}
        ref={rootRef}
        label={label}
        notched={shrink}
        startAdornment={startAdornment && <Box sx={adornment('start')}>{startAdornment}</Box>}
        endAdornment={endAdornment && <Box sx={adornment('end')}>{endAdornment}</Box>}
        inputProps={{
          'aria-required': required || undefined,
          'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
          ...htmlInput,
        }}
        {...inputProps}
      />
      {(helper || counter) && (
        // FormHelperText's outlined look, from the Typography every page has loaded anyway: the
        // sign-in pages' budget (170 KB) has no room for FormHelperText.
        <Typography
          variant="caption"
          component="div"
          sx={{ display: 'flex', gap: 1, mt: '3px', mx: '14px', color: 'text.secondary' }}
        >
          {helper && (
            <Box id={`${id}-helper`} sx={invalid ? { color: 'error.main' } : undefined}>
              {helper}
            </Box>
          )}
          {counter && (
            <Box id={`${id}-counter`} sx={{ ml: 'auto', flexShrink: 0 }}>
              {textFieldTexts.counter(counter.count, counter.max)}
            </Box>
          )}
        </Typography>
      )}
    </FormControl>
  );
}
