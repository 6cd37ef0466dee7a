import { asc, and, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { auditLog } from '#server/db/schema/index';
import { chainHead, lockChain } from './append-to-chain';
import { linkEntry } from './chain';

const PAGE = 1000;

/**
 * Chains the entries written before the chain existed, oldest first, after the current head.
 * Idempotent: chained entries are left alone, and a run cut short is finished by the next.
 * The trigger lets exactly this through (migration 0019). Returns how many were chained.
 */
export async function chainOldEntries(db: Db): Promise<number> {
  const [first] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(isNull(auditLog.hash))
    .limit(1);
  if (!first) return 0;
  let chained = 0;
  let after = 0;
  for (;;) {
    // One page a transaction: the lock keeps new entries out of the way while it runs.
    const done = await db.transaction(async (tx) => {
      await lockChain(tx);
      let { position, hash } = await chainHead(tx);
      const page = await tx
        .select()
        .from(auditLog)
        .where(and(isNull(auditLog.hash), gt(auditLog.id, after)))
        .orderBy(asc(auditLog.id))
        .limit(PAGE);
      if (page.length === 0) return true;
      const links = page.map((row) => {
        const prevHash = hash;
        hash = linkEntry(prevHash, { ...row, chainPosition: ++position }).hash;
        return sql`(${row.id}::bigint, ${position}::bigint, ${prevHash}, ${hash})`;
      });
      await tx.execute(sql`
        update audit_log set chain_position = v.position, prev_hash = v.prev_hash, hash = v.hash
        from (values ${sql.join(links, sql`, `)}) as v(id, position, prev_hash, hash)
        where audit_log.id = v.id`);
      after = page.at(-1)!.id;
      chained += page.length;
      return page.length < PAGE;
    });
    if (done) return chained;
  }
}
