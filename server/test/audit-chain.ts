import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { recordAudit } from '../services/audit/record-audit';

/** Writes `count` audit entries, each in a transaction of its own, as the portal would. */
export async function writeEntries(db: Db, count: number, label = 'entry') {
  for (let i = 0; i < count; i++) {
    await db.transaction((tx) =>
      recordAudit(tx, {
        action: 'submission.tag_added',
        actor: { id: null, email: `${label}-${i}@example.com` },
        target: { type: 'submission', id: `${label}-${i}` },
        details: { tag: `${label} ${i} “é” 🧠` },
      }),
    );
  }
}

export const allEntries = (db: Db) => db.select().from(auditLog).orderBy(asc(auditLog.id));

/**
 * Changes the log as its owner could, behind the portal's back: with the append-only trigger
 * off for the length of `change`.
 */
export async function tamper(db: Db, change: (tx: Db) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger user`);
    await change(tx as unknown as Db);
    await tx.execute(sql`alter table audit_log enable trigger user`);
  });
}

/** Puts the log back to `rows`, exactly. */
export const restore = (db: Db, rows: (typeof auditLog.$inferSelect)[]) =>
  tamper(db, async (tx) => {
    await tx.delete(auditLog);
    if (rows.length > 0) await tx.insert(auditLog).values(rows);
  });
