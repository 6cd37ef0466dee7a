// Whether the audit chain holds, for admins.
export { auditIntegrityQueryOptions } from './api/audit-integrity';
export { AuditIntegrityPanel } from './components/audit-integrity-panel';
