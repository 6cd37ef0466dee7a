import { createHash } from 'node:crypto';
import { canonicalJson } from '#server/lib/canonical-json';

/** The prev_hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The columns of an audit entry that its hash covers, as stored. */
export interface ChainedFields {
  id: number;
  chainPosition: number;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}

/**
 * The object an entry's hash is over. Its canonical JSON (RFC 8785) is the exact text hashed, so
 * anyone holding the entry can rebuild it: the time is ISO 8601 in UTC with milliseconds (the
 * precision the portal writes), absent values are null.
 */
export function hashedEntry(entry: ChainedFields) {
  return {
    id: entry.id,
    position: entry.chainPosition,
    action: entry.action,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    targetType: entry.targetType,
    targetId: entry.targetId,
    ipAddress: entry.ipAddress,
    userAgent: entry.userAgent,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * hash = SHA-256(prev_hash as 64 hex digits, then the canonical JSON), over their UTF-8 bytes, in
 * hex. The same as `printf '%s%s' "$prev_hash" "$json" | sha256sum`.
 */
export function chainHash(prevHash: string, canonicalEntry: string): string {
  return createHash('sha256')
    .update(prevHash + canonicalEntry, 'utf8')
    .digest('hex');
}

/** The canonical JSON of an entry and its hash after `prevHash`. */
export function linkEntry(prevHash: string, entry: ChainedFields) {
  const json = canonicalJson(hashedEntry(entry));
  return { json, hash: chainHash(prevHash, json) };
}
