import { matchPath, Navigate, useLocation } from 'react-router';
import { allRoutes, ERROR_PATH, HOME_PATH, type AppRoute } from '@/routes';
import { UnderConstruction } from '@/ui/SystemMessage';

/**
 * A path under an admin app that none of its folders answers: a route of spec §2 not built yet
 * shows the under-construction page (as the router does for an unbound route); any other path
 * goes where unknown paths go (spec §2).
 */
export default function AdminNotFound({ mount }: { mount: AppRoute }) {
  const { pathname } = useLocation();
  const base = mount.path.slice(0, -1);
  const route = allRoutes.find(
    (candidate) =>
      candidate !== mount &&
      candidate.path.startsWith(base) &&
      matchPath(candidate.path, pathname) !== null,
  );
  if (route) return <UnderConstruction title={route.title} homeHref={HOME_PATH} />;
  return <Navigate to={ERROR_PATH} replace />;
}
