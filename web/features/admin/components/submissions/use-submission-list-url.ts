import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminSubmissionsQuery } from '../../../../../common/admin';
import { submissionsQueryFrom, submissionsSearchParams } from '../../api/submissions';

/**
 * The list's tab, search, sort and page, kept in the URL so a view can be shared and survives
 * a reload. `replace` changes the view without a new history entry (e.g. while typing).
 */
export function useSubmissionListUrl() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => submissionsQueryFrom(params), [params]);
  const setQuery = useCallback(
    (next: AdminSubmissionsQuery, options: { replace?: boolean } = {}) =>
      setParams(submissionsSearchParams(next), options),
    [setParams],
  );
  return [query, setQuery] as const;
}
