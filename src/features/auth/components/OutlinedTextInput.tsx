import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
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
      {helper && (
        // FormHelperText's outlined look, from the Typography the page has loaded anyway.
        <Typography
          id={`${id}-helper`}
          variant="caption"
          component="p"
          sx={{ mt: '3px', mx: '14px', color: error === null ? 'text.secondary' : 'error.main' }}
        >
          {helper}
        </Typography>
      )}
    </FormControl>
  );
}
