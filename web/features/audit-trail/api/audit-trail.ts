import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditTrailFilters } from '#common/audit-trail';
import {
  auditTrailContract,
  auditTrailCsvContract,
  auditTrailPdfContract,
} from '#common/contracts/audit-trail';
import { apiPath, callApi } from '#web/lib/api';

/** Every audit trail query: a refresh asks them all again. */
export const auditTrailKey = ['admin', 'audit-trail'] as const;

/** The trail for these filters, a page at a time: each "Load more" asks for the next. */
export const auditTrailQueryOptions = (filters: AuditTrailFilters) =>
  infiniteQueryOptions({
    queryKey: [...auditTrailKey, filters],
    queryFn: ({ pageParam, signal }) =>
      callApi(auditTrailContract, { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchOnWindowFocus: false,
  });

/** The downloads of everything these filters match: plain links, the server sends a file. */
export const auditTrailExportUrls = (filters: AuditTrailFilters) => ({
  csv: apiPath(auditTrailCsvContract, { query: filters }),
  pdf: apiPath(auditTrailPdfContract, { query: filters }),
});
