import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DefinitionListProps {
  /** Label and value pairs, in order; each label once. */
  items: readonly (readonly [label: string, value: ReactNode])[];
  /** The label whose value is drawn bold (a total). */
  emphasis?: string;
}

/**
 * Labelled values as a description list: label beside value from 576 px, above it below (a
 * receipt's lines, what a verified certificate states).
 */
export default function DefinitionList({ items, emphasis }: DefinitionListProps) {
  return (
    <Stack
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(([label, value]) => (
        <Stack key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ fontWeight: label === emphasis ? 700 : undefined }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
