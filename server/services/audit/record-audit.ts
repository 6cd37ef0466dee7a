import type { AuditEvent } from '#common/audit-events';
import { beforeCommit } from '#server/db/before-commit';
import type { Db, Tx } from '#server/db/client';
import { appendToChain, type NewEntry } from './append-to-chain';

export type AuditEntry = AuditEvent & {
  /** A person, or the server itself (no id) for changes made from its console. */
  actor?: { id: string | null; email: string } | null;
  target?: { type: string; id: string };
  ipAddress?: string | null;
  userAgent?: string | null;
};

// The entries each running transaction has still to write.
const queued = new WeakMap<object, NewEntry[]>();

/**
 * Appends to the audit log; pass the transaction of the change it records. In a transaction the
 * entry is written as its last step, before the commit: writers of the hash chain queue for one
 * lock, and a transaction holding it then takes no other lock, so none can wait on each other.
 * Given the database itself, the entry is written at once, in a transaction of its own.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const row: NewEntry = {
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent?.slice(0, 512) ?? null,
    details: (entry.details as Record<string, unknown> | undefined) ?? null,
  };
  const waiting = queued.get(tx);
  if (waiting) {
    waiting.push(row);
    return;
  }
  const rows = [row];
  const deferred = beforeCommit(tx, async () => {
    queued.delete(tx);
    // beforeCommit took the step, so `tx` is the transaction being run.
    await appendToChain(tx as Tx, rows);
  });
  if (deferred) queued.set(tx, rows);
  else await tx.transaction((inner) => appendToChain(inner, rows));
}
