import Box from '@mui/material/Box';
import { useFormControl } from '@mui/material/FormControl';
import type { Theme } from '@mui/material/styles';

interface FloatingLabelProps {
  id: string;
  htmlFor: string;
  /** Keeps the label above the outline whatever the input holds. @default undefined */
  shrink?: boolean;
  children: string;
}

/**
 * MUI's outlined InputLabel, drawn from its FormControl's state: the label rests inside the
 * outline and floats onto it when the input is focused, filled or adorned. InputLabel and the
 * FormLabel under it would cost the sign-in pages' budget (170 KB) over 2 KB.
 */
export default function FloatingLabel({ id, htmlFor, shrink, children }: FloatingLabelProps) {
  const control = useFormControl();
  const floating = shrink ?? Boolean(control?.focused || control?.filled || control?.adornedStart);
  const color = control?.disabled
    ? 'text.disabled'
    : control?.error
      ? 'error.main'
      : control?.focused
        ? 'primary.main'
        : 'text.secondary';
  return (
    <Box
      component="label"
      id={id}
      htmlFor={htmlFor}
      // InputBase hides the placeholder under a resting label through this attribute.
      data-shrink={floating}
      sx={(theme: Theme) => ({
        ...theme.typography.body1,
        lineHeight: '1.4375em',
        position: 'absolute',
        left: 0,
        top: 0,
        zIndex: 1,
        display: 'block',
        transformOrigin: 'top left',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        color,
        pointerEvents: floating ? 'auto' : 'none',
        userSelect: floating ? 'none' : undefined,
        maxWidth: floating ? 'calc(133% - 32px)' : 'calc(100% - 24px)',
        transform: floating
          ? 'translate(14px, -9px) scale(0.75)'
          : 'translate(14px, 16px) scale(1)',
        transition: theme.transitions.create(['color', 'transform', 'max-width'], {
          duration: theme.transitions.duration.shorter,
          easing: theme.transitions.easing.easeOut,
        }),
      })}
    >
      {children}
    </Box>
  );
}
