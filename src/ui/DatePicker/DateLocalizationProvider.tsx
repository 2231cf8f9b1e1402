import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
// The campus dayjs: `es` locale (weeks start on Monday) plus the plugins the Lima time zone needs.
import '@/lib/dates';

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/** Spanish dates for every picker: dayjs `es` and the pickers' Spanish texts (spec §9). */
export default function DateLocalizationProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
