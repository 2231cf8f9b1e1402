import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type HTMLAttributes, type ReactNode } from 'react';

export interface OutlinedTextInputProps extends Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'name' | 'autoFocus' | 'onKeyDown'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The message shown in error colour; null when valid. */
  error: string | null;
  /** Shown under the input while there is no error. */
  hint?: string;
  /** Virtual keyboard on phones. @default 'text' */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  endAdornment?: ReactNode;
}

/**
 * An outlined, labelled input with its helper text. Built from MUI's parts rather than TextField,
 * whose select mode pulls menus, popovers and modals into the sign-in pages' budget (170 KB).
 */
export default function OutlinedTextInput({
  label,
  onChange,
  error,
  hint,
  inputMode,
  maxLength,
  ...props
}: OutlinedTextInputProps) {
  const id = useId();
  const helper = error ?? hint;
  return (
    <FormControl fullWidth variant="outlined" error={error !== null}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{
          'aria-required': true,
          'aria-describedby': helper ? `${id}-helper` : undefined,
          inputMode,
          maxLength,
        }}
        {...props}
      />
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
}
