import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
import type { Storage } from '#server/providers/storage/storage';

// Where signed PDFs are stored: the provider's signed document, the agreement's copy and its
// long-term revisions.
const PREFIXES = ['signing/', 'agreements/'];

/**
 * Removes signed PDFs that no record names. A PDF is stored before the transaction that records
 * it, which deletes it again when it fails; only a crash in between leaves one behind. Files
 * younger than `olderThan` may belong to a signing still under way and are left alone.
 */
export async function removeUnrecordedAgreementFiles(
  deps: { db: Db; storage: Storage },
  olderThan: Date,
): Promise<number> {
  let removed = 0;
  for (const prefix of PREFIXES) {
    for await (const key of deps.storage.keysOlderThan(prefix, olderThan)) {
      const [named] = await queryRows<{ one: number }>(
        deps.db,
        sql`select 1 as one from agreements where document_key = ${key}
            union all select 1 from agreement_revisions where document_key = ${key}
            union all select 1 from signing_documents where document_key = ${key} limit 1`,
      );
      if (named) continue;
      await deps.storage.delete(key);
      removed++;
    }
  }
  return removed;
}
