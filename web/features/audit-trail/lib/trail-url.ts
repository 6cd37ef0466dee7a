import type { AuditTrailFilters } from '#common/audit-trail';

/** The filters' names in the page's address, in the order the form shows them. */
export const filterKeys = ['idea', 'person', 'action', 'from', 'to'] as const;

/**
 * The filters in the address, as typed (the server checks them, and says what is wrong with a
 * hand-edited one); blank ones are no filter.
 */
export function filtersFrom(params: URLSearchParams): AuditTrailFilters {
  const filters: AuditTrailFilters = {};
  for (const key of filterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The address's search parameters for these filters, without the blank ones. */
export function searchParamsOf(filters: AuditTrailFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const isFiltered = (filters: AuditTrailFilters) =>
  filterKeys.some((key) => filters[key] !== undefined);
