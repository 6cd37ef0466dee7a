import { useQuery } from '@tanstack/react-query';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { auditIntegrityQueryOptions, AuditIntegrityPanel } from '#web/features/audit-integrity';
import { AdminOnly } from './admin-only';

/** /admin/audit-integrity: the audit log's hash chain, its checks and its timestamps (admins only). */
export function AdminAuditIntegrityPage() {
  return (
    <AdminOnly>
      <div className="space-y-6">
        <AreaHeading
          heading="Audit integrity"
          area="Admin Portal"
          description="Whether the audit log is as it was written."
        />
        <Integrity />
      </div>
    </AdminOnly>
  );
}

function Integrity() {
  const integrity = useQuery(auditIntegrityQueryOptions);
  if (integrity.isPending) return <PageLoading label="Loading the audit chain..." />;
  if (integrity.data === undefined)
    return (
      <LoadError
        message="Failed to load the audit chain. Please try again."
        onRetry={() => void integrity.refetch()}
        retrying={integrity.isFetching}
      />
    );
  return <AuditIntegrityPanel page={integrity.data} />;
}
