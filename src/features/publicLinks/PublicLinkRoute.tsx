import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { publicPaths } from '@/routes';

// The pages load from here rather than from the sign-in entry, which holds the public bindings:
// the entry would list every chunk of a page bound there, and /login's budget has no room.
const VerificationPage = lazy(() => import('./verify/VerificationPage'));
const RedirectionPage = lazy(() => import('./redirect/RedirectionPage'));

/** The three public routes of this feature, told apart by the address. */
export default function PublicLinkRoute() {
  const { pathname } = useLocation();
  const statement = pathname === publicPaths.validar_declaracion_jurada.getHref();
  const certificate = pathname === publicPaths.verificar_constancias_certificados.getHref();
  return (
    <Suspense fallback={null}>
      {statement || certificate ? (
        <VerificationPage kind={statement ? 'statement' : 'certificate'} />
      ) : (
        <RedirectionPage />
      )}
    </Suspense>
  );
}
