import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** spec §9: rating circles are 38 px wide. */
export const CIRCLE_SIZE = 38;

export interface RatingCircleProps {
  /** What the circle shows: its number or its face icon. */
  face: ReactNode;
  /** Visible name under the circle (emoji scale). */
  caption?: string;
  /** Larger glyph for the face icons. */
  emoji: boolean;
  disabled: boolean;
  /** The circle's radio input, visually hidden; it must come first for the sibling styles. */
  children: ReactNode;
}

/** One choice of a Rating: a 38 px circle that fills when its radio is checked. */
export default function RatingCircle({
  face,
  caption,
  emoji,
  disabled,
  children,
}: RatingCircleProps) {
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        cursor: disabled ? 'default' : 'pointer',
      }}
    >
      {children}
      <Box
        component="span"
        aria-hidden
        data-testid="rating-circle"
        sx={(theme) => ({
          width: CIRCLE_SIZE,
          height: CIRCLE_SIZE,
          boxSizing: 'border-box',
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          border: `2px solid ${disabled ? theme.palette.action.disabled : theme.palette.primary.main}`,
          color: disabled ? theme.palette.text.disabled : theme.palette.text.primary,
          fontSize: emoji ? 22 : theme.typography.body1.fontSize,
          fontWeight: 600,
          lineHeight: 1,
          transition: theme.transitions.create(['background-color', 'color']),
          'input:checked + &': {
            backgroundColor: disabled
              ? theme.palette.action.disabledBackground
              : theme.palette.primary.main,
            color: disabled ? theme.palette.text.disabled : theme.palette.primary.contrastText,
          },
          'input:focus-visible + &': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        })}
      >
        {face}
      </Box>
      {caption && (
        <Typography
          component="span"
          variant="caption"
          aria-hidden
          color={disabled ? 'text.disabled' : 'text.secondary'}
        >
          {caption}
        </Typography>
      )}
    </Box>
  );
}
