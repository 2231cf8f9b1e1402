import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { paths, type AppRoute, type RouteName } from '@/routes';
import type { AdminFolder } from './adminFolder';
import AdminLayout from './AdminLayout';
import AdminNotFound from './AdminNotFound';
import { campusDataProvider } from './dataProvider/campusDataProvider';
import { i18nProviderFor } from './i18nProvider';

interface CampusAdminProps {
  /** The app's splat route in the route table, e.g. '/superadmin/*'. */
  mount: AppRoute;
  /** What the app's folders declare: its resources and its pages of their own. */
  folders: readonly AdminFolder[];
}

/** Where an app's splat route sits, e.g. '/superadmin'. */
export const basenameOf = (mount: AppRoute) => mount.path.replace(/\/\*$/, '');

/**
 * react-admin inside the campus: the app's router (react-admin adds its list, create, edit and
 * show routes under the mount's path), its one QueryClient and its theme (brand and dark mode).
 * Each folder's page answers its table route's path, as react-admin sees it under the mount.
 */
export default function CampusAdmin({ mount, folders }: CampusAdminProps) {
  const queryClient = useQueryClient();
  const theme = useTheme();
  const basename = basenameOf(mount);
  const resources = useMemo(() => folders.flatMap((folder) => folder.resources ?? []), [folders]);
  const pages = folders.flatMap((folder) => Object.entries(folder.pages ?? {}));
  const i18nProvider = useMemo(() => i18nProviderFor(resources), [resources]);
  // One component for the app's life: a new one each render would remount the page it shows.
  const CatchAll = useMemo(() => () => <AdminNotFound mount={mount} />, [mount]);
  return (
    <Admin
      basename={basename}
      dataProvider={campusDataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={theme}
      layout={AdminLayout}
      catchAll={CatchAll}
      disableTelemetry
    >
      {resources.map(({ name, label: _label, route: _route, ...views }) => (
        <Resource key={name} name={name} {...views} />
      ))}
      <CustomRoutes>
        {pages.map(([name, Page]) => (
          <Route
            key={name}
            path={paths[name as RouteName].path.slice(basename.length)}
            element={Page && <Page />}
          />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
