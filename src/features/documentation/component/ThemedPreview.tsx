import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/system';
import { useId, useMemo, type ComponentType } from 'react';
import { createCampusTheme, useBrand } from '@/ui/theme';
import { texts } from '../texts';

type Mode = 'light' | 'dark';

function Preview({ mode, Demo }: { mode: Mode; Demo: ComponentType }) {
  const brand = useBrand();
  const theme = useMemo(() => createCampusTheme(brand, mode), [brand, mode]);
  const headingId = useId();
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="section"
        aria-labelledby={headingId}
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: { xs: 2, md: 3 },
          minWidth: 0,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {mode === 'light' ? texts.light : texts.dark}
        </Typography>
        <Demo />
      </Box>
    </ThemeProvider>
  );
}

/** Renders a component's demo twice, in the brand's light and dark themes, whatever the app's mode. */
export default function ThemedPreview({ Demo }: { Demo: ComponentType }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
      <Preview mode="light" Demo={Demo} />
      <Preview mode="dark" Demo={Demo} />
    </Box>
  );
}
