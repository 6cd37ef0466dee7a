import { and, asc, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { auditLog } from '#server/db/schema/index';
import { logger } from '#server/lib/logger';
import { appendToChain, lockChain } from './append-to-chain';
import { GENESIS_HASH, linkEntry, newSalt, personalDigest } from './chain';
import { verifyChain } from './verify-chain';

const PAGE = 1000;

/**
 * Seals the personal fields of the entries hashed before ADR 45, so they too can be erased: each
 * gets a salt and a digest of its personal fields, and the chain is linked again from the first
 * entry with the digests in place of the fields. It is done once, in one transaction under the
 * chain's lock, and only over a chain that verifies, so sealing never blesses a tampered entry.
 * Each entry keeps its former hash (legacy_hash), which older timestamps anchored, and the chain
 * ends with an `audit.chain_sealed` entry naming the former head. Returns how many were sealed.
 */
export async function sealPersonalFields(db: Db): Promise<number> {
  const [legacy] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(isNotNull(auditLog.hash), isNull(auditLog.personalDigest)))
    .limit(1);
  if (!legacy) return 0;
  return db.transaction(async (tx) => {
    await lockChain(tx);
    const report = await verifyChain(tx);
    if (!report.ok) {
      logger.error('audit entries left unsealed: the chain does not verify', {
        brokenId: report.broken?.id,
        reason: report.broken?.message,
      });
      return 0;
    }
    // Lets the trigger re-link entries sealed already, for this transaction only.
    await tx.execute(sql`select set_config('audit.sealing', 'on', true)`);
    const sealed = await relink(tx);
    await appendToChain(tx, [
      {
        action: 'audit.chain_sealed',
        actorId: null,
        actorEmail: null,
        targetType: null,
        targetId: null,
        ipAddress: null,
        userAgent: null,
        details: {
          sealed,
          formerHead: report.head && { position: report.head.position, hash: report.head.hash },
        },
      },
    ]);
    return sealed;
  });
}

/** Links every entry again in chain order; seals those not sealed yet. */
async function relink(tx: Tx): Promise<number> {
  let prevHash = GENESIS_HASH;
  let after = 0;
  let sealed = 0;
  for (;;) {
    const page = await tx
      .select()
      .from(auditLog)
      .where(gt(auditLog.chainPosition, after))
      .orderBy(asc(auditLog.chainPosition))
      .limit(PAGE);
    if (page.length === 0) return sealed;
    const links = page.map((row) => {
      const salt = row.personalDigest ? row.personalSalt : newSalt();
      const digest = row.personalDigest ?? personalDigest(salt!, row);
      const legacyHash = row.personalDigest ? row.legacyHash : row.hash;
      if (!row.personalDigest) sealed++;
      const entry = { ...row, chainPosition: row.chainPosition!, personalDigest: digest };
      const link = { prev: prevHash, hash: linkEntry(prevHash, entry).hash };
      prevHash = link.hash;
      return sql`(${row.id}::bigint, ${salt}::text, ${digest}::text, ${legacyHash}::text, ${link.prev}::text, ${link.hash}::text)`;
    });
    await tx.execute(sql`
      update audit_log set personal_salt = v.salt, personal_digest = v.digest,
        legacy_hash = v.legacy_hash, prev_hash = v.prev_hash, hash = v.hash
      from (values ${sql.join(links, sql`, `)}) as v(id, salt, digest, legacy_hash, prev_hash, hash)
      where audit_log.id = v.id`);
    after = page.at(-1)!.chainPosition!;
  }
}
