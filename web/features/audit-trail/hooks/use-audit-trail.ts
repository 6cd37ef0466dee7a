import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuditTrailFilters } from '#common/audit-trail';
import { adminMessages } from '#common/admin-messages';
import { useListUrl } from '#web/lib/list/use-list-url';
import { notify } from '#web/lib/notify';
import { auditTrailQueryOptions } from '../api/audit-trail';
import { filtersFrom, searchParamsOf } from '../lib/trail-url';

/** The trail of the address's filters, its pages so far, and a Refresh that says when it worked. */
export function useAuditTrail() {
  const [filters, setQuery] = useListUrl(filtersFrom, searchParamsOf);
  const trail = useInfiniteQuery(auditTrailQueryOptions(filters));
  const setFilters = useCallback((next: AuditTrailFilters) => setQuery(next), [setQuery]);

  async function refresh() {
    const result = await trail.refetch();
    if (result.isSuccess) notify.success(adminMessages.refreshed);
  }

  return { filters, setFilters, trail, refresh };
}
