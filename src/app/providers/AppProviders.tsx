import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/config';
import { useToasts } from '@/lib/toast';
import { CampusThemeProvider, ColorModeProvider, DEFAULT_BRAND, isBrandCode } from '@/ui/theme';

interface AppProvidersProps {
  /** The app's single QueryClient (shared with react-admin). */
  queryClient: QueryClient;
  children: ReactNode;
}

// Snackbars load with the first toast: the sign-in pages show their errors inline and stay
// within their budget (170 KB) without them.
// Without its code (the server or the line down at the first toast), no toasts on this page
// rather than no page.
const ToastHost = lazy<ComponentType>(() =>
  import('@/ui/Toast/ToastHost').catch(() => ({ default: () => null })),
);

function Toasts() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
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
          <Toasts />
        </CampusThemeProvider>
      </ColorModeProvider>
    </QueryClientProvider>
  );
}
