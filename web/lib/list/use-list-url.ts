import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageCount, withPage, type PageState } from './list-query';

/**
 * Shows another view of the list. Searching should `replace` the history entry (one per pause
 * in typing would bury Back); sorting and paging add one, so Back returns to the previous view.
 */
export type SetListQuery<Q> = (next: Q, options?: { replace?: boolean }) => void;

/**
 * A list's query (search, sort, page, ...) kept in the URL, so a view can be shared and
 * survives a reload. `read` and `write` turn search parameters into a query and back; they
 * should be module-level functions, so the query is only read again when the URL changes.
 */
export function useListUrl<Q>(
  read: (params: URLSearchParams) => Q,
  write: (query: Q) => URLSearchParams,
): readonly [Q, SetListQuery<Q>] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => read(params), [read, params]);
  const setQuery = useCallback<SetListQuery<Q>>(
    (next, options = {}) => setParams(write(next), options),
    [setParams, write],
  );
  return [query, setQuery];
}

/**
 * A page past the end (rows deleted, an old shared link) moves to the last page there is,
 * replacing the history entry. `total` is the rows the server counted for this query, or
 * undefined while that is not known yet.
 */
export function usePageInRange<Q extends PageState>(
  query: Q,
  setQuery: SetListQuery<Q>,
  total: number | undefined,
) {
  const lastPage = total === undefined ? null : pageCount(total, query.pageSize);
  useEffect(() => {
    if (lastPage !== null && query.page > lastPage) {
      setQuery(withPage(query, lastPage), { replace: true });
    }
  }, [lastPage, query, setQuery]);
}
