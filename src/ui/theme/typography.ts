import type { TypographyVariantsOptions } from '@mui/material/styles';
import { fontFamily } from '@/lib/brand/fontFamily';

export const typography: TypographyVariantsOptions = {
  fontFamily,
  h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
  h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
  h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
  h4: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
  h5: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.45 },
  h6: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.5 },
  button: { textTransform: 'none', fontWeight: 600 },
};
