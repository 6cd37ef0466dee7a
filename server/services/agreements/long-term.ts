import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { buffer } from 'node:stream/consumers';
import { and, desc, eq } from 'drizzle-orm';
import { afterCommit } from '#server/db/after-commit';
import type { Db, Tx } from '#server/db/client';
import { agreementRevisions, agreements } from '#server/db/schema/index';
import type { TimestampAuthority } from '#server/lib/tsa-client';
import { discardUnlessKept } from '#server/providers/storage/discard-unless-kept';
import type { Storage } from '#server/providers/storage/storage';
import { recordAudit } from '../audit/index';

/** Lets this instance's archive worker start at once instead of at its next poll. */
export const archiveSignal = new EventEmitter();

/** Tells this instance's archive worker, once the signing transaction commits, that an agreement fell due. */
export function archiveWhenCommitted(tx: Tx) {
  afterCommit(tx, () => archiveSignal.emit('enqueued'));
}

export type AgreementRevision = typeof agreementRevisions.$inferSelect;

/** The newest long-term revision of an agreement's PDF; null while there is none. */
export async function newestRevision(
  db: Db | Tx,
  agreementId: string,
): Promise<AgreementRevision | null> {
  const [row] = await db
    .select()
    .from(agreementRevisions)
    .where(eq(agreementRevisions.agreementId, agreementId))
    .orderBy(desc(agreementRevisions.revision))
    .limit(1);
  return row ?? null;
}

/** An agreement as the archive worker claimed it: `attempts` tells its claim from a later one. */
export interface ArchiveClaim {
  id: string;
  documentKey: string;
  attempts: number;
}

/** Seconds to wait after the nth failed attempt: 5 minutes doubling, at most a day. */
const archiveRetrySeconds = (attempts: number) =>
  Math.min(300 * 2 ** Math.min(attempts - 1, 16), 86_400);

/**
 * Makes the newest copy of a signed agreement long-term validatable, as its next revision: the
 * DSS and a document timestamp appended to it (lib/pdf-seal/long-term.ts). The file is stored
 * first and removed again unless the revision is recorded by this claim, so an instance whose
 * lease ran out never records a second revision of the same number.
 */
export async function archiveAgreement(
  deps: { db: Db; storage: Storage; authority: TimestampAuthority },
  claim: ArchiveClaim,
): Promise<void> {
  const stillOurs = and(
    eq(agreements.id, claim.id),
    eq(agreements.archiveAttempts, claim.attempts),
  );
  const previous = await newestRevision(deps.db, claim.id);
  const source = await deps.storage.get(previous?.documentKey ?? claim.documentKey);
  if (!source) throw new Error('The stored PDF is missing.');
  // The PDF library loads with the first archive, not while every instance starts.
  const { archiveForTheLongTerm } = await import('#server/lib/pdf-seal/long-term');
  const archived = await archiveForTheLongTerm(new Uint8Array(await buffer(source.body)), {
    authority: deps.authority,
  });
  const revision = (previous?.revision ?? 0) + 1;
  const documentKey = `agreements/${claim.id}-r${revision}-${randomUUID()}.pdf`;
  const documentSha256 = createHash('sha256').update(archived.bytes).digest('hex');
  await deps.storage.put(documentKey, archived.bytes, { contentType: 'application/pdf' });
  await discardUnlessKept(deps.storage, documentKey, () =>
    deps.db.transaction(async (tx) => {
      const [ours] = await tx
        .update(agreements)
        .set({
          archiveDueAt: archived.renewAt,
          archiveLeaseUntil: null,
          archiveAttempts: 0,
          archiveError: null,
        })
        .where(stillOurs)
        .returning({ id: agreements.id });
      if (!ours) return { kept: false, value: null };
      await tx.insert(agreementRevisions).values({
        agreementId: claim.id,
        revision,
        documentKey,
        documentSha256,
        timestampedAt: archived.timestamp.genTime,
        tsaName: archived.timestamp.tsaName,
        expiresAt: archived.expiresAt,
      });
      await recordAudit(tx, {
        action: 'agreement.archived',
        actor: null,
        target: { type: 'agreement', id: claim.id },
        details: {
          revision,
          documentSha256,
          timestampedAt: archived.timestamp.genTime.toISOString(),
          renewAt: archived.renewAt.toISOString(),
        },
      });
      return { kept: true, value: null };
    }),
  );
}

/** Records a failed attempt on the claim: the agreement is due again after a backoff. */
export async function archiveFailed(db: Db, claim: ArchiveClaim, error: string): Promise<void> {
  await db
    .update(agreements)
    .set({
      archiveDueAt: new Date(Date.now() + archiveRetrySeconds(claim.attempts) * 1000),
      archiveLeaseUntil: null,
      archiveError: error.slice(0, 1000),
    })
    .where(and(eq(agreements.id, claim.id), eq(agreements.archiveAttempts, claim.attempts)));
}
