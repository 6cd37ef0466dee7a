import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from './load-error';

/**
 * What a query has loaded, given to `children`; until then that it is loading, and if it could
 * not, why, with a way to try again.
 */
export function LoadedQuery<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** Said while it loads, e.g. "Loading criteria...". */
  loading: string;
  /** Said when it could not, e.g. "Failed to load the criteria. Please try again." */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoading label={loading} />;
  if (query.data === undefined)
    return (
      <LoadError
        message={failed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return children(query.data);
}
