import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/config';
import ToastHost from '@/app/shell/ToastHost';
import { CampusThemeProvider, ColorModeProvider, DEFAULT_BRAND, isBrandCode } from '@/app/theme';
import DateLocalizationProvider from './DateLocalizationProvider';

interface AppProvidersProps {
  /** The app's single QueryClient (shared with react-admin). */
  queryClient: QueryClient;
  children: ReactNode;
}

const configuredBrand = () => {
  const { brand } = getRuntimeConfig();
  return isBrandCode(brand) ? brand : DEFAULT_BRAND;
};

/** Everything every screen needs: server state, theme and colour mode, Spanish dates, toasts. */
export default function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>
        <CampusThemeProvider brand={configuredBrand()}>
          <DateLocalizationProvider>
            {children}
            <ToastHost />
          </DateLocalizationProvider>
        </CampusThemeProvider>
      </ColorModeProvider>
    </QueryClientProvider>
  );
}
