import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router';
import type { AppRoute } from '@/routes';
import AdminLayout from './AdminLayout';
import AdminNotFound from './AdminNotFound';
import { campusDataProvider } from './dataProvider/campusDataProvider';
import { i18nProvider } from './i18nProvider';

/** A table route the app answers with a page of its own (a react-admin custom route). */
export type AdminPage = readonly [route: AppRoute, page: ComponentType];

interface CampusAdminProps {
  /** The app's splat route in the route table, e.g. '/superadmin/*'. */
  mount: AppRoute;
  /** Pages that are no resource's list, create, edit or show: charts, a record's sub-lists. */
  pages?: readonly AdminPage[];
  /** The `<Resource>`s this area serves. */
  children: ReactNode;
}

/** Where an app's splat route sits, e.g. '/superadmin'. */
export const basenameOf = (mount: AppRoute) => mount.path.replace(/\/\*$/, '');

/**
 * react-admin inside the campus: the app's router (react-admin adds its list, create, edit and
 * show routes under the mount's path), its one QueryClient and its theme (brand and dark mode).
 * Each of `pages` answers its table route's path, as react-admin sees it under the mount.
 */
export default function CampusAdmin({ mount, pages = [], children }: CampusAdminProps) {
  const queryClient = useQueryClient();
  const theme = useTheme();
  const basename = basenameOf(mount);
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
      <CustomRoutes>
        {pages.map(([route, Page]) => (
          <Route key={route.name} path={route.path.slice(basename.length)} element={<Page />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
