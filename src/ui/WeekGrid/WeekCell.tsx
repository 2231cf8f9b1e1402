import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';

interface WeekCellProps {
  /** What the cell says (every cell says its state in words). */
  text: string;
  /** Its look: background and text colour, an outline. */
  look: SxProps<Theme>;
  /** Given, the cell is a toggle button with this name, pressed or not. */
  toggle?: { label: string; pressed: boolean; onToggle: () => void };
}

/** A cell of a `WeekTable`: a state in words, or a toggle button in edit mode. */
export default function WeekCell({ text, look, toggle }: WeekCellProps) {
  const frame = { width: '100%', minHeight: 32, borderRadius: 0.5 };
  if (!toggle)
    return (
      <Box
        sx={[frame, { display: 'grid', placeItems: 'center', textAlign: 'center' }, look].flat()}
      >
        {text}
      </Box>
    );
  return (
    <ButtonBase
      aria-pressed={toggle.pressed}
      aria-label={toggle.label}
      onClick={toggle.onToggle}
      sx={[
        frame,
        look,
        (theme: Theme) => ({
          outlineColor: theme.palette.primary.main,
          '&.Mui-focusVisible': { outline: 3, outlineColor: theme.palette.primary.dark },
        }),
      ].flat()}
    >
      {text}
    </ButtonBase>
  );
}
