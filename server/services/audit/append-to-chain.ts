import { desc, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { auditLog } from '#server/db/schema/index';
import { GENESIS_HASH, linkEntry, newSalt, personalDigest, type ChainedFields } from './chain';

// Any fixed number: every writer of the chain, on every instance, takes this one lock.
export const AUDIT_CHAIN_LOCK = 74_210_532;

/** Serialises writers of the chain until the transaction ends. */
export async function lockChain(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
}

/** The last link of the chain: its position and hash (position 0 and zeros when it is empty). */
export async function chainHead(tx: Db): Promise<{ position: number; hash: string }> {
  const [head] = await tx
    .select({ position: auditLog.chainPosition, hash: auditLog.hash })
    .from(auditLog)
    .where(isNotNull(auditLog.chainPosition))
    .orderBy(desc(auditLog.chainPosition))
    .limit(1);
  return head
    ? { position: head.position!, hash: head.hash! }
    : { position: 0, hash: GENESIS_HASH };
}

export type NewEntry = Omit<ChainedFields, 'id' | 'chainPosition' | 'createdAt' | 'personalDigest'>;

/**
 * Appends entries to the chain. Under the lock it reads the head and takes the ids, so ids and
 * positions both grow in chain order, whatever order the transactions began in. The time is
 * chosen here, to the millisecond, and stored as hashed. The personal fields enter the hash by
 * their salted digest, so they can be erased later without touching a hash (ADR 45).
 */
export async function appendToChain(tx: Tx, entries: NewEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await lockChain(tx);
  let { position, hash } = await chainHead(tx);
  const { rows: ids } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id
        from generate_series(1, ${entries.length})`,
  )) as unknown as { rows: { id: string | number }[] };
  const createdAt = new Date();
  const rows = entries.map((entry, i) => {
    const stored = storedForm(entry);
    const personalSalt = newSalt();
    const fields: ChainedFields = {
      ...stored,
      id: Number(ids[i]!.id),
      chainPosition: ++position,
      createdAt,
      personalDigest: personalDigest(personalSalt, stored),
    };
    const prevHash = hash;
    hash = linkEntry(prevHash, fields).hash;
    return { ...fields, personalSalt, prevHash, hash };
  });
  // In slices: one statement's bind parameters stop at 65,535.
  for (let i = 0; i < rows.length; i += INSERT_SLICE)
    await tx.insert(auditLog).values(rows.slice(i, i + INSERT_SLICE));
}

const INSERT_SLICE = 1000;

/**
 * The entry as the database will hand it back, so the hash written now is the one recomputed
 * later: text without NUL or lone surrogates (neither survives PostgreSQL), details as JSON
 * keeps them (no undefined, no functions).
 */
function storedForm(entry: NewEntry): NewEntry {
  const text = (value: string | null) => (value === null ? null : storable(value));
  return {
    action: storable(entry.action),
    actorId: entry.actorId,
    actorEmail: text(entry.actorEmail),
    targetType: text(entry.targetType),
    targetId: text(entry.targetId),
    ipAddress: text(entry.ipAddress),
    userAgent: text(entry.userAgent),
    details:
      entry.details === null
        ? null
        : (JSON.parse(JSON.stringify(entry.details), (_key, value: unknown) =>
            typeof value === 'string' ? storable(value) : value,
          ) as Record<string, unknown>),
  };
}

const storable = (value: string) =>
  Buffer.from(value.replaceAll('\u0000', '\uFFFD'), 'utf8').toString('utf8');
