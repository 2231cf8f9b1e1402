import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/config';
import ToastHost from '@/app/shell/ToastHost';
import { CampusThemeProvider, ColorModeProvider, DEFAULT_BRAND, isBrandCode } from '@/app/theme';

interface AppProvidersProps {
  /** The app's single QueryClient (shared with react-admin). */
  queryClient: QueryClient;
  children: ReactNode;
}

const configuredBrand = () => {
  const { brand } = getRuntimeConfig();
  return isBrandCode(brand) ? brand : DEFAULT_BRAND;
};

/**
 * Everything every screen needs: server state, theme and colour mode (with MUI's Spanish texts)
 * and toasts. The date pickers' localisation lives in the lazily loaded shell, where the pickers
 * are, to keep it off the sign-in pages' bundle.
 */
export default function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>
        <CampusThemeProvider brand={configuredBrand()}>
          {children}
          <ToastHost />
        </CampusThemeProvider>
      </ColorModeProvider>
    </QueryClientProvider>
  );
}
