// The audit log as admins review it: filtered, a page at a time, and exported.
export { useAuditTrail } from './hooks/use-audit-trail';
export { TrailExports } from './components/trail-exports';
export { TrailFiltersForm } from './components/trail-filters-form';
export { TrailResults } from './components/trail-results';
export { isFiltered } from './lib/trail-url';
