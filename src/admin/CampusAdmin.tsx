import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Admin } from 'react-admin';
import AdminLayout from './AdminLayout';
import AdminNotFound from './AdminNotFound';
import { campusDataProvider } from './dataProvider/campusDataProvider';
import { i18nProvider } from './i18nProvider';

interface CampusAdminProps {
  /** Where the app's splat route sits, e.g. '/superadmin'. */
  basename: string;
  /** The `<Resource>`s this area serves. */
  children: ReactNode;
}

/**
 * react-admin inside the campus: the app's router (react-admin adds its list, create, edit and
 * show routes under `basename`), its one QueryClient and its theme (brand and dark mode).
 */
export default function CampusAdmin({ basename, children }: CampusAdminProps) {
  const queryClient = useQueryClient();
  const theme = useTheme();
  return (
    <Admin
      basename={basename}
      dataProvider={campusDataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={theme}
      layout={AdminLayout}
      catchAll={AdminNotFound}
      disableTelemetry
    >
      {children}
    </Admin>
  );
}
