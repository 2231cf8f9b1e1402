import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list, two columns from a tablet up. */
export default function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(160px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, md: 1 },
        m: 0,
        '& dt': { fontWeight: 600, mt: { xs: 1, md: 0 } },
        '& dd': { m: 0 },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
