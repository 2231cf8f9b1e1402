import { Navigate } from 'react-router';
import { paths } from '@/routes';

/** A path under an admin app that no resource answers goes where unknown paths go (spec §2). */
export default function AdminNotFound() {
  return <Navigate to={paths.error.getHref()} replace />;
}
