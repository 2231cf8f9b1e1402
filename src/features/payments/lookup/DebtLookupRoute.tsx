import { lazy, Suspense, type ComponentProps } from 'react';

// The page (its form fields, the select) loads from here rather than from the sign-in entry,
// which holds the public bindings: the entry would list every chunk of a page bound there, and
// /login's budget has no room for them.
const DebtLookupPage = lazy(() => import('./DebtLookupPage'));

/** The public debt lookup's two routes, loading their page on first use. */
export default function DebtLookupRoute(props: ComponentProps<typeof DebtLookupPage>) {
  return (
    <Suspense fallback={null}>
      <DebtLookupPage {...props} />
    </Suspense>
  );
}
