import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface FigureListProps {
  /** Names the list for screen readers. */
  label: string;
  /** Each figure's label and value, in order. */
  figures: ReadonlyArray<readonly [label: string, value: string]>;
  /** Figures a row on a phone. @default 1 */
  phoneColumns?: number;
}

/** A few headline figures side by side (a week's hours, a past period's results). */
export default function FigureList({ label, figures, phoneColumns = 1 }: FigureListProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: `repeat(${phoneColumns}, 1fr)`,
          sm: `repeat(${figures.length}, 1fr)`,
        },
      }}
    >
      {figures.map(([term, value]) => (
        <Box key={term} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
