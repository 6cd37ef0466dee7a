import { AreaHeading } from '#web/components/layout/area-heading';
import { RefreshButton } from '#web/components/list/refresh-button';
import {
  isFiltered,
  TrailExports,
  TrailFiltersForm,
  TrailResults,
  useAuditTrail,
} from '#web/features/audit-trail';
import { hasStatus } from '#web/lib/api';
import { AdminOnly } from './admin-only';

/** /admin/audit-trail: the audit log, filtered in the address, read and exported (admins only). */
export function AdminAuditTrailPage() {
  return (
    <AdminOnly>
      <AuditTrail />
    </AdminOnly>
  );
}

function AuditTrail() {
  const { filters, setFilters, trail, refresh } = useAuditTrail();
  const actions = trail.data?.pages[0]?.actions ?? [];
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Audit trail"
        area="Admin Portal"
        description="Who did what, and when: security events and admin actions, newest first. Dates are in UTC."
        actions={
          <div className="flex flex-wrap gap-2">
            <RefreshButton busy={trail.isFetching} onRefresh={() => void refresh()} />
            {/* Filters the server refused (an address edited by hand) would export an error. */}
            {!hasStatus(trail.error, 400) && <TrailExports filters={filters} />}
          </div>
        }
      />
      <TrailFiltersForm filters={filters} actions={actions} onApply={setFilters} />
      <TrailResults trail={trail} filtered={isFiltered(filters)} />
    </div>
  );
}
