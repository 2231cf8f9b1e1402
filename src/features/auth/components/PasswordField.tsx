import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { rejectSpaceKey, withoutSpaces, type Field } from '@/lib/validation';
import { texts } from '../texts';
import OutlinedTextInput from './OutlinedTextInput';

interface PasswordFieldProps {
  label: string;
  field: Field;
  autoComplete: 'current-password' | 'new-password';
  /** Shown under the field while there is no error. */
  hint?: string;
}

const ADORNMENT = {
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: 'action.active',
  ml: 1,
} as const;

/** A password input that can be shown, and that refuses spaces (spec §5). */
export default function PasswordField({ label, field, autoComplete, hint }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextInput
      label={label}
      type={visible ? 'text' : 'password'}
      value={field.value}
      onChange={(value) => field.setValue(withoutSpaces(value))}
      onKeyDown={rejectSpaceKey}
      onBlur={field.onBlur}
      error={field.error}
      hint={hint}
      autoComplete={autoComplete}
      endAdornment={
        // InputAdornment's end-position styles: its FormControl and Typography handling is for
        // text adornments, and would cost the sign-in pages' budget (170 KB) almost 1 KB.
        <Box sx={ADORNMENT}>
          <IconButton
            aria-label={visible ? texts.hidePassword : texts.showPassword}
            onClick={() => setVisible(!visible)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </Box>
      }
    />
  );
}
