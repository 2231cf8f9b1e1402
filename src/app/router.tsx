import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { buildRoutes } from './routes/routeObjects';

export const router = createBrowserRouter(
  buildRoutes({ loadShell: () => import('@/app/shell/AppShell') }),
);

// The HTTP mutator's session-expired redirect goes through the router, without a page reload.
setNavigator((to) => {
  void router.navigate(to, { replace: true });
});
