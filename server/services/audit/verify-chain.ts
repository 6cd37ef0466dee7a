import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { auditLog, timestampTokens } from '#server/db/schema/index';
import { chainHead } from './append-to-chain';
import { GENESIS_HASH, linkEntry, personalDigest } from './chain';

export type BreakReason =
  'gap' | 'order' | 'prev_hash' | 'hash' | 'personal' | 'unchained' | 'anchor';

export interface ChainBreak {
  /** The first entry that does not hold. */
  id: number;
  reason: BreakReason;
  /** What is wrong, in words. */
  message: string;
}

export interface ChainReport {
  ok: boolean;
  /** Entries in the chain. */
  length: number;
  head: { id: number; position: number; hash: string; createdAt: Date } | null;
  broken: ChainBreak | null;
  /** Entries whose personal fields were erased: their digests stand for them (ADR 45). */
  erased: number;
}

const PAGE = 1000;

/**
 * Recomputes the whole chain, a page at a time in chain order (never the whole log in memory),
 * and names the first entry that does not hold: a position skipped (entries removed), an id
 * lower than the one before (entries moved), a prev_hash that is not the previous entry's hash,
 * a hash that is not its own (the entry changed), or personal fields that are not the ones its
 * digest was made of (changed, or left on an entry marked erased).
 *
 * The chain checked is the one whose head was committed when the walk began. The pages are read
 * in statements of their own while the portal keeps writing: entries appended meanwhile lie
 * beyond that head and are left to the next check, rather than read as entries with no place.
 */
export async function verifyChain(db: Db): Promise<ChainReport> {
  let broken: ChainBreak | null = null;
  let length = 0;
  let erased = 0;
  let head: ChainReport['head'] = null;
  let prev = { id: 0, position: 0, hash: GENESIS_HASH };
  const end = (await chainHead(db)).position;
  for (;;) {
    const page = await db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.chainPosition, prev.position), lte(auditLog.chainPosition, end)))
      .orderBy(asc(auditLog.chainPosition))
      .limit(PAGE);
    for (const row of page) {
      const position = row.chainPosition!;
      const found: Omit<ChainBreak, 'id'> | null = broken
        ? null
        : checkLink(prev, { ...row, chainPosition: position });
      if (found) broken = { id: row.id, ...found };
      length++;
      if (row.erasedAt) erased++;
      head = { id: row.id, position, hash: row.hash!, createdAt: row.createdAt };
      prev = { id: row.id, position, hash: row.hash! };
    }
    if (page.length < PAGE) break;
  }
  broken ??= (await offTheChain(db, length, end)) ?? (await unlikeItsAnchor(db));
  return { ok: broken === null, length, head, broken, erased };
}

/**
 * An entry outside positions 1…length, up to the head the walk began at: written beside the
 * chain rather than onto it.
 */
async function offTheChain(db: Db, length: number, end: number): Promise<ChainBreak | null> {
  const [off] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      or(
        isNull(auditLog.hash),
        isNull(auditLog.chainPosition),
        lt(auditLog.chainPosition, 1),
        and(gt(auditLog.chainPosition, length), lte(auditLog.chainPosition, end)),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(1);
  return off
    ? { id: off.id, reason: 'unchained', message: 'it is not in the chain: it has no place in it' }
    : null;
}

/**
 * An anchored head whose hash is no longer the one a trusted timestamp was taken over: the
 * chain up to it was rewritten and re-hashed after the authority's time, or cut short.
 */
async function unlikeItsAnchor(db: Db): Promise<ChainBreak | null> {
  const anchors = await db
    .select({
      entryId: timestampTokens.subjectId,
      anchored: timestampTokens.sha256,
      at: timestampTokens.genTime,
      hash: auditLog.hash,
      legacyHash: auditLog.legacyHash,
    })
    .from(timestampTokens)
    .leftJoin(auditLog, sql`${auditLog.id}::text = ${timestampTokens.subjectId}`)
    .where(and(eq(timestampTokens.subjectType, 'audit-head'), eq(timestampTokens.state, 'granted')))
    .orderBy(asc(timestampTokens.genTime));
  // A head anchored before the personal fields were sealed matches the hash it had then.
  const unlike = anchors.find(
    (anchor) => anchor.hash !== anchor.anchored && anchor.legacyHash !== anchor.anchored,
  );
  if (!unlike) return null;
  return {
    id: Number(unlike.entryId),
    reason: 'anchor',
    message: `${unlike.hash ? 'its hash is not' : 'it is gone, with'} the hash a trusted timestamp anchored at ${unlike.at?.toISOString() ?? 'an earlier time'}`,
  };
}

type Row = typeof auditLog.$inferSelect & { chainPosition: number };

function checkLink(
  prev: { id: number; position: number; hash: string },
  row: Row,
): Omit<ChainBreak, 'id'> | null {
  if (row.chainPosition !== prev.position + 1) {
    const missing =
      row.chainPosition === prev.position + 2
        ? `position ${prev.position + 1} is`
        : `positions ${prev.position + 1} to ${row.chainPosition - 1} are`;
    return { reason: 'gap', message: `entries are missing before it: ${missing} absent` };
  }
  if (row.id <= prev.id)
    return {
      reason: 'order',
      message: `out of order: its id is not after the previous entry's (${prev.id})`,
    };
  if (row.prevHash !== prev.hash)
    return {
      reason: 'prev_hash',
      message: `its prev_hash is not the hash of the entry before it${prev.id ? ` (${prev.id})` : ''}`,
    };
  if (linkEntry(row.prevHash, row).hash !== row.hash)
    return { reason: 'hash', message: 'hash mismatch: the entry is not what was hashed' };
  return checkPersonal(row);
}

/** A sealed entry's personal fields: the ones its digest is over, or all gone with their salt. */
function checkPersonal(row: Row): Omit<ChainBreak, 'id'> | null {
  if (!row.personalDigest) return null;
  if (row.erasedAt) {
    const left = [row.personalSalt, row.actorEmail, row.ipAddress, row.userAgent, row.details];
    return left.every((value) => value === null)
      ? null
      : {
          reason: 'personal',
          message: 'it is marked erased, yet holds fields its digest does not cover',
        };
  }
  if (!row.personalSalt || personalDigest(row.personalSalt, row) !== row.personalDigest)
    return {
      reason: 'personal',
      message: 'its personal fields (address, IP, browser, details) are not the ones hashed',
    };
  return null;
}
