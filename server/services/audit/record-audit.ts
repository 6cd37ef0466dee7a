import type { AuditEvent } from '#common/audit-events';
import type { Tx } from '#server/db/client';
import { auditLog } from '#server/db/schema/index';

export type AuditEntry = AuditEvent & {
  /** A person, or the server itself (no id) for changes made from its console. */
  actor?: { id: string | null; email: string } | null;
  target?: { type: string; id: string };
  ipAddress?: string | null;
  userAgent?: string | null;
};

/** Appends to the audit log; pass the transaction of the change it records. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent?.slice(0, 512) ?? null,
    details: entry.details ?? null,
  });
}
