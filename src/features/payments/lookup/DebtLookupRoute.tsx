import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

// The page (its form fields, the select) loads from here rather than from the sign-in entry,
// which holds the public bindings: the entry would list every chunk of a page bound there, and
// /login's budget has no room for them.
const DebtLookupPage = lazy(() => import('./DebtLookupPage'));

/** The public debt lookup's two routes: the answer's when the address names a document. */
export default function DebtLookupRoute() {
  const { documento } = useParams();
  return (
    <Suspense fallback={null}>
      <DebtLookupPage view={documento === undefined ? 'form' : 'pending'} />
    </Suspense>
  );
}
