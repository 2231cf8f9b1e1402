import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadError } from '../LoadError';
import { Skeleton } from '../Skeleton';

/** What QueryState reads of a TanStack Query result (so the library imports nothing of the API). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  /** The page's query result (`useQuery` or a generated hook). */
  query: QueryLike<T>;
  /** What failed, said in the alert that offers 'Reintentar'. */
  loadError: string;
  /** Shown while nothing has arrived yet. @default a 240px rectangular Skeleton */
  skeleton?: ReactNode;
  /** Whether the data that arrived has nothing to show. @default never */
  isEmpty?: (data: T) => boolean;
  /** Shown instead of the content when `isEmpty` says so: a text is a status line. @default none */
  empty?: ReactNode;
  /** The content, given the data. */
  children: (data: T) => ReactNode;
}

/**
 * A page's loading, failed and empty states around its content, the same on every screen: the
 * skeleton until data arrives, the failure with a retry, the empty text, else the content.
 * Data already shown stays under a later failure (a refresh after a save that did not arrive), so
 * what the user was reading or typing is not taken away.
 */
export default function QueryState<T>({
  query,
  loadError,
  skeleton = <Skeleton variant="rectangular" height={240} />,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { data, isError } = query;
  const failure = isError && <LoadError message={loadError} onRetry={() => void query.refetch()} />;
  const emptyState =
    typeof empty === 'string' ? <Typography role="status">{empty}</Typography> : empty;
  return (
    <>
      {failure}
      {data === undefined ? !isError && skeleton : isEmpty?.(data) ? emptyState : children(data)}
    </>
  );
}
