import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';

interface FieldMessageProps {
  /** The form's message for the input, or null. */
  message: string | null;
  /** An input with no place of its own for a message (a switch, a radio group, a rating). */
  children: ReactNode;
}

/** An input and, under it, the form's message about it, announced as it appears. */
export function FieldMessage({ message, children }: FieldMessageProps) {
  return (
    <Box>
      {children}
      {message && (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
